import { describe, expect, it } from 'vitest';
import {
  attachmentName,
  attachmentProblem,
  attachmentUploadPath,
  CHAT_ATTACHMENT_KIND,
  needsReencoding,
  uploadOfPath,
} from '../../../src/features/chat/model/attachment-file';
import { buildTimeline, waitingSends } from '../../../src/features/chat/model/timeline';
import { THREAD } from './fixtures';

// A file chosen on the device for a message: checked before it is kept for upload, and named in
// the message's bubble while both wait in the outbox.

const MB = 1024 * 1024;

describe('a file chosen to send', () => {
  it.each([
    [{ type: 'image/jpeg', size: 200_000 }, null],
    [{ type: 'image/png', size: MB }, null],
    [{ type: 'application/pdf', size: 10 }, null],
    [{ type: 'image/heic', size: 10 }, 'Choose a JPEG or PNG image or a PDF.'],
    [{ type: 'text/plain', size: 10 }, 'Choose a JPEG or PNG image or a PDF.'],
    [{ type: 'image/jpeg', size: 0 }, 'This file is empty.'],
    [
      { type: 'image/jpeg', size: 3.2 * MB },
      'This file is 3.2 MB; files up to 1.0 MB can be sent. Choose a smaller one, or a screenshot of it.',
    ],
  ])('%o: %s', (file, problem) => {
    expect(attachmentProblem(file)).toBe(problem);
  });

  it.each([
    [{ type: 'image/jpeg', size: 200_000 }, true],
    [{ type: 'image/jpeg', size: 3.2 * MB }, true],
    [{ type: 'image/jpeg', size: 0 }, false],
    [{ type: 'image/png', size: MB }, false],
    [{ type: 'image/png', size: MB + 1 }, true],
    [{ type: 'application/pdf', size: 3.2 * MB }, false],
  ])('%o is re-encoded on the device first: %s', (file, reencoded) => {
    expect(needsReencoding(file)).toBe(reencoded);
  });

  it('is named without its folder, within 120 characters, keeping its extension', () => {
    expect(attachmentName('C:\\Users\\aarav\\statement.pdf')).toBe('statement.pdf');
    expect(attachmentName('  ')).toBe('attachment');
    const long = attachmentName(`${'a'.repeat(200)}.jpeg`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.jpeg')).toBe(true);
  });

  it('goes up under its id and name, read back from the outbox path', () => {
    const id = '22222222-2222-4222-8222-222222222222';
    const path = attachmentUploadPath(id, 'Form 16 & salary.pdf');
    expect(path).toBe(`/chat/attachments/${id}?name=Form+16+%26+salary.pdf`);
    expect(uploadOfPath(path)).toEqual({ attachmentId: id, name: 'Form 16 & salary.pdf' });
    expect(uploadOfPath('/chat/messages')).toBeNull();
  });
});

describe('a message waiting with its file', () => {
  it('shows the file’s name and type in its bubble', () => {
    const id = '22222222-2222-4222-8222-222222222222';
    const items = [
      {
        id: 'up',
        kind: CHAT_ATTACHMENT_KIND,
        path: attachmentUploadPath(id, 'payslip.png'),
        body: new Blob(['png'], { type: 'image/png' }),
        state: 'pending',
        createdAt: 1,
      },
      {
        id: 'msg',
        kind: 'chat-message',
        path: '/chat/messages',
        body: {
          clientMessageId: '33333333-3333-4333-8333-333333333333',
          threadId: THREAD,
          text: 'My payslip',
          attachmentDocumentId: id,
        },
        state: 'pending',
        createdAt: 2,
      },
    ];
    const [entry] = buildTimeline([], waitingSends(items, THREAD, false), 'investor');
    expect(entry?.attachment).toEqual({
      documentId: id,
      name: 'payslip.png',
      contentType: 'image/png',
    });
    expect(entry?.tick).toBe('pending');
  });
});
