import { describe, expect, it } from 'vitest';
import { cleanFileName } from '../../../server/modules/chat/attachments';
import { demoTime } from '../../../server/modules/chat/demo-seed';
import {
  decodeChatEvent,
  encodeChatEvent,
  type ChatEvent,
} from '../../../server/modules/chat/events';
import { chatCsv, exportFileName, istText } from '../../../server/modules/chat/export';
import { searchWords } from '../../../server/modules/chat/service';
import { likePattern } from '../../../server/modules/chat/store';
import { threadIdOf } from '../../../server/modules/chat/thread-id';
import {
  clientFrameSchema,
  messagesQuerySchema,
  sendMessageSchema,
  type ChatMessage,
  type ChatThread,
} from '../../../src/features/chat/model/contract';

// The chat's pure rules (issue 18): the NOTIFY payloads, thread ids, search words and patterns,
// the export's CSV and India's times, file names, the demo's times, and the contract's inputs.

const A = '6f1c2a7e-8f3b-4c6d-9e0a-1b2c3d4e5f60';
const B = '7e2d3b8f-9a4c-4d7e-8f1b-2c3d4e5f6071';

describe('chat events on the wire', () => {
  const events: ChatEvent[] = [
    { kind: 'message', threadId: A, messageId: B },
    { kind: 'delivered', threadId: A, messageId: B },
    { kind: 'read', threadId: A, messageId: B },
    { kind: 'typing', threadId: A, senderSub: 'de300000-0000-4000-8000-00000000b001' },
  ];

  it.each(events)('round-trips %o, naming ids only', (event) => {
    const payload = encodeChatEvent(event);
    expect(decodeChatEvent(payload)).toEqual(event);
    // Small, and nothing a user wrote: well under NOTIFY's 8000 bytes.
    expect(payload.length).toBeLessThan(120);
    expect(Object.keys(JSON.parse(payload) as object).sort()).toEqual(
      event.kind === 'typing' ? ['k', 's', 'th'] : ['id', 'k', 'th'],
    );
  });

  it.each([
    ['not JSON', 'hello'],
    ['an unknown kind', JSON.stringify({ k: 'x', th: A, id: B })],
    ['an id that is not a UUID', JSON.stringify({ k: 'm', th: A, id: '1; DROP' })],
    ['a missing thread', JSON.stringify({ k: 'm', id: B })],
    ['null', 'null'],
  ])('ignores %s', (_case, payload) => {
    expect(decodeChatEvent(payload)).toBeUndefined();
  });
});

describe('threadIdOf', () => {
  it('is one UUID per pair, the same every time, and depends on who is which', () => {
    const id = threadIdOf('investor-1', 'adviser-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(threadIdOf('investor-1', 'adviser-1')).toBe(id);
    expect(threadIdOf('adviser-1', 'investor-1')).not.toBe(id);
    expect(threadIdOf('investor-1', 'adviser-2')).not.toBe(id);
    expect(threadIdOf('investor-2', 'adviser-1')).not.toBe(id);
  });
});

describe('search', () => {
  it.each([
    ['SIP  review', ['sip', 'review']],
    ['  term term COVER ', ['term', 'cover']],
    ['', []],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('splits %j into %j', (q, words) => {
    expect(searchWords(q)).toEqual(words);
  });

  it.each([
    ['cover', '%cover%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
  ])('matches %j anywhere, its wildcards as themselves', (word, pattern) => {
    expect(likePattern(word)).toBe(pattern);
  });
});

describe('India’s time in the export', () => {
  it.each([
    ['2026-03-02T03:45:04.000Z', '2026-03-02T09:15:04+05:30'],
    ['2026-03-02T20:00:00.000Z', '2026-03-03T01:30:00+05:30'],
    ['2026-12-31T18:29:59.999Z', '2026-12-31T23:59:59+05:30'],
  ])('writes %s as %s', (iso, text) => {
    expect(istText(iso)).toBe(text);
  });

  it('leaves an absent time empty', () => {
    expect(istText(null)).toBeNull();
  });
});

const thread: ChatThread = {
  threadId: A,
  investor: { sub: 'i', name: 'Aarav Sharma' },
  advisor: { sub: 'a', name: 'Priya Mehta' },
  unreadCount: 0,
  lastMessage: null,
  active: true,
};

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  messageId: B,
  threadId: A,
  clientMessageId: A,
  senderSub: 'i',
  senderRole: 'investor',
  text: 'Hello',
  attachment: null,
  sentAt: '2026-03-02T03:45:04.000Z',
  deliveredAt: null,
  readAt: null,
  isDemo: false,
  ...over,
});

describe('chatCsv', () => {
  it('writes a header and one row a message, UTF-8 with a BOM and CRLF lines', () => {
    const text = chatCsv(thread, [
      message({ deliveredAt: '2026-03-02T03:46:00.000Z', readAt: '2026-03-02T04:00:00.000Z' }),
      message({
        senderSub: 'a',
        senderRole: 'advisor',
        text: 'See "the note", attached',
        attachment: {
          documentId: B,
          name: 'Review note.pdf',
          contentType: 'application/pdf',
          fileUrl: null,
          bytes: 10,
        },
      }),
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Sent at (IST),From,Name,Message,Attachment,Attachment type,Delivered at (IST),Read at (IST),Message id,Client message id',
      `2026-03-02T09:15:04+05:30,Client,Aarav Sharma,Hello,,,2026-03-02T09:16:00+05:30,2026-03-02T09:30:00+05:30,${B},${A}`,
      `2026-03-02T09:15:04+05:30,Adviser,Priya Mehta,"See ""the note"", attached",Review note.pdf,application/pdf,,,${B},${A}`,
      '',
    ]);
  });

  it('keeps a message a spreadsheet would run as a formula as text, and lines inside quotes', () => {
    const [, row] = chatCsv(thread, [message({ text: '=HYPERLINK("x")' })])
      .slice(1)
      .split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    const multiline = chatCsv(thread, [message({ text: 'one\ntwo' })]);
    expect(multiline).toContain('"one\ntwo"');
  });

  it('leaves the name of an erased account empty', () => {
    const [, row] = chatCsv({ ...thread, investor: { sub: 'i', name: null } }, [message({})])
      .slice(1)
      .split('\r\n');
    expect(row).toMatch(/^[^,]+,Client,,Hello,/);
  });
});

describe('exportFileName', () => {
  it('names the client and India’s day', () => {
    expect(exportFileName(thread, new Date('2026-03-02T20:00:00Z'), 'csv')).toBe(
      'nivesh-chat-aarav-sharma-2026-03-03.csv',
    );
    expect(
      exportFileName({ ...thread, investor: { sub: 'Sub-1', name: null } }, new Date(0), 'json'),
    ).toBe('nivesh-chat-sub-1-1970-01-01.json');
  });
});

describe('cleanFileName', () => {
  it.each([
    ['Statement March.pdf', 'application/pdf', 'Statement March.pdf'],
    ['C:\\Users\\me\\scan.png', 'image/png', 'scan.png'],
    ['../../etc/passwd', 'application/pdf', 'passwd'],
    ['bad"name<>|.jpg', 'image/jpeg', 'badname.jpg'],
    ['tab\there\u0000.pdf', 'application/pdf', 'tabhere.pdf'],
    ['   ', 'image/png', 'attachment.png'],
    [undefined, 'application/pdf', 'attachment.pdf'],
  ] as const)('makes %j a safe name', (name, type, clean) => {
    expect(cleanFileName(name, type)).toBe(clean);
  });

  it('keeps at most 120 characters', () => {
    expect(cleanFileName('x'.repeat(300), 'image/png')).toHaveLength(120);
  });
});

describe('demoTime', () => {
  it('is a time of India’s day some days before', () => {
    // 23:00 UTC is already the next day in India.
    const now = new Date('2026-11-23T23:00:00Z');
    expect(demoTime(now, 1, '09:40').toISOString()).toBe('2026-11-23T04:10:00.000Z');
    expect(demoTime(now, 0, '12:00').toISOString()).toBe('2026-11-24T06:30:00.000Z');
  });
});

describe('the contract’s inputs', () => {
  it('trims the text, and refuses empty, too long and unknown fields', () => {
    const parsed = sendMessageSchema.safeParse({ clientMessageId: A, text: '  Hi  ' });
    expect(parsed.success && parsed.data.text).toBe('Hi');
    expect(sendMessageSchema.safeParse({ clientMessageId: A, text: '   ' }).success).toBe(false);
    expect(
      sendMessageSchema.safeParse({ clientMessageId: A, text: 'x'.repeat(4001) }).success,
    ).toBe(false);
    expect(
      sendMessageSchema.safeParse({ clientMessageId: A, text: 'x'.repeat(4000) }).success,
    ).toBe(true);
    expect(
      sendMessageSchema.safeParse({ clientMessageId: A, text: 'Hi', sender: 'someone' }).success,
    ).toBe(false);
    expect(sendMessageSchema.safeParse({ clientMessageId: 'one', text: 'Hi' }).success).toBe(false);
  });

  it.each([
    [{ type: 'auth', token: 'abc' }, true],
    [{ type: 'auth', token: '' }, false],
    [{ type: 'typing', threadId: A }, true],
    [{ type: 'ping' }, true],
    [{ type: 'message', text: 'sent over the socket' }, false],
  ])('reads the client frame %j: %s', (frame, ok) => {
    expect(clientFrameSchema.safeParse(frame).success).toBe(ok);
  });

  it.each([
    [{}, true],
    [{ limit: '1' }, true],
    [{ limit: '100' }, true],
    [{ limit: '0' }, false],
    [{ limit: '101' }, false],
    [{ limit: '2.5' }, false],
    [{ before: B }, true],
    [{ before: 'latest' }, false],
  ])('reads the page query %j: %s', (query, ok) => {
    expect(messagesQuerySchema.safeParse(query).success).toBe(ok);
  });
});
