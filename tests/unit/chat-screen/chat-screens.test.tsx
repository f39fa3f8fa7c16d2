import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { AdvisorChatScreen } from '@/features/chat/components/advisor-chat-screen';
import { InvestorChatScreen } from '@/features/chat/components/investor-chat-screen';
import type { ChatMessage, ChatThreadList } from '@/features/chat/model/contract';
import { renderScreen } from '../features/auth/render-screen';
import { message, OTHER_THREAD, THREAD, thread } from './fixtures';

// The chat screens with the network edge replaced: the gateway answers from a table (parsed with
// the real schemas), no socket (no token: the screens poll), the outbox's submit recorded.

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return {
    gatewayApi: { read },
    archiveApi: { read },
    gatewayToken: () => Promise.resolve(null),
  };
});
const submit = vi.hoisted(() => vi.fn());
// The outbox's queue as the screens see it (useOutboxItems), for messages kept offline.
const queue = vi.hoisted(() => ({ items: [] as unknown[], listeners: new Set<() => void>() }));
vi.mock('@/outbox', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    queue.listeners.add(listener);
    return () => queue.listeners.delete(listener);
  };
  return {
    outbox: {
      submit,
      items: () => queue.items,
      onLanded: () => () => undefined,
      retry: () => Promise.resolve(),
      discard: () => Promise.resolve(),
    },
    useOutboxItems: () => useSyncExternalStore(subscribe, () => queue.items),
  };
});

/** The outbox offline: every write is kept, none sent. */
function keepOffline() {
  submit.mockImplementation((request: { kind: string; path: string; body: unknown }) => {
    const id = `item-${queue.items.length + 1}`;
    queue.items = [
      ...queue.items,
      { ...request, id, state: 'pending', createdAt: Date.now() + queue.items.length },
    ];
    queue.listeners.forEach((listener) => listener());
    return Promise.resolve({ state: 'queued', id });
  });
}

vi.setConfig({ testTimeout: 20_000 });

const asOf = '2026-01-12T10:00:00+05:30';
const fromClient = message('2026-01-12T09:30:00+05:30', { text: 'Should I top up my SIP?' });
const investorThread = thread(THREAD, 'Aarav Sharma', { lastMessage: fromClient, unreadCount: 1 });
const messagesPath = (threadId: string) => `/chat/threads/${threadId}/messages`;

beforeEach(() => {
  submit.mockReset();
  queue.items = [];
  state.answers = {
    '/chat/threads': {
      threads: [investorThread, thread(OTHER_THREAD, 'Sunita Rao')],
      asOf,
    } satisfies ChatThreadList,
    [messagesPath(THREAD)]: { messages: [fromClient], hasMore: false, asOf },
    [messagesPath(OTHER_THREAD)]: { messages: [], hasMore: false, asOf },
  };
});

describe('the adviser’s chat', () => {
  it('lists each client with unread counts and narrows the list by name', async () => {
    await renderScreen(
      () => <AdvisorChatScreen title="Chat" selected={undefined} onSelect={() => undefined} />,
      '/advisor/chat',
    );
    const rows = await screen.findAllByTestId('chat-thread');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Aarav Sharma'),
      expect.stringContaining('Sunita Rao'),
    ]);
    expect(
      within(rows[0] as HTMLElement).getByText('unread', { exact: false }).parentElement
        ?.textContent,
    ).toBe('1 unread');
    fireEvent.change(screen.getByLabelText('Search clients and messages'), {
      target: { value: 'sun' },
    });
    expect(screen.getAllByTestId('chat-thread').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sunita Rao'),
    ]);
  });

  it('opens a conversation as a polite log, marks it read, and sends with Enter', async () => {
    const sent: ChatMessage = message('2026-01-12T10:05:00+05:30', {
      senderRole: 'advisor',
      text: 'Yes, by ₹5,000 a month.',
    });
    submit.mockImplementation((request: { path: string; body: { clientMessageId: string } }) =>
      Promise.resolve(
        request.path === '/chat/messages'
          ? {
              state: 'sent',
              status: 201,
              replayed: false,
              data: { ...sent, clientMessageId: request.body.clientMessageId },
            }
          : { state: 'queued', id: 'read-receipt' },
      ),
    );
    await renderScreen(
      () => <AdvisorChatScreen title="Chat" selected={THREAD} onSelect={() => undefined} />,
      '/advisor/chat',
    );
    const log = await screen.findByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(await within(log).findByText('Should I top up my SIP?')).toBeTruthy();
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'POST',
          path: `/chat/threads/${THREAD}/read`,
          body: { upTo: fromClient.messageId },
        }),
      ),
    );

    const box = screen.getByLabelText('Message to Aarav Sharma');
    fireEvent.change(box, { target: { value: 'Yes, by ₹5,000 a month.' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(submit).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/chat/messages' }));
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'chat-message',
          replay: 'silent',
          method: 'POST',
          path: '/chat/messages',
          body: expect.objectContaining({
            threadId: THREAD,
            text: 'Yes, by ₹5,000 a month.',
          }) as unknown,
        }),
      ),
    );
    const body = (
      submit.mock.calls.find(
        ([request]) => (request as { path: string }).path === '/chat/messages',
      )?.[0] as { body: { clientMessageId: string } }
    ).body;
    expect(body.clientMessageId).toMatch(/^[0-9a-f-]{36}$/);
    const bubble = await within(log).findByText('Yes, by ₹5,000 a month.');
    expect(bubble.closest('[data-testid="chat-message"]')?.getAttribute('data-state')).toBe('sent');
    expect(within(log).getAllByText('Yes, by ₹5,000 a month.')).toHaveLength(1);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });
});

describe('the investor’s chat', () => {
  it('shows two messages written offline once each, in order, with a clock', async () => {
    state.answers['/chat/threads'] = { threads: [investorThread], asOf };
    keepOffline();
    await renderScreen(() => <InvestorChatScreen title="Chat" />, '/investor/chat');
    const box = await screen.findByLabelText('Message to Meera Iyer');
    for (const text of ['First, offline', 'Second, offline']) {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    }
    const log = screen.getByRole('log');
    await waitFor(() =>
      expect(
        within(log)
          .getAllByTestId('chat-message')
          .map((bubble) => [bubble.textContent?.slice(0, 20), bubble.getAttribute('data-state')]),
      ).toEqual([
        [expect.stringContaining('Should I top up'), 'sent'],
        [expect.stringContaining('First, offline'), 'pending'],
        [expect.stringContaining('Second, offline'), 'pending'],
      ]),
    );
    expect(within(log).getAllByRole('img', { name: 'Waiting to send' })).toHaveLength(2);
    expect(await screen.findByText(/kept on this device and sent when/)).toBeTruthy();
  });

  it('says so when there is no adviser yet', async () => {
    state.answers['/chat/threads'] = { threads: [], asOf };
    await renderScreen(() => <InvestorChatScreen title="Chat" />, '/investor/chat');
    expect(await screen.findByText('No adviser yet')).toBeTruthy();
  });

  it('puts the words back with the reason when the server refuses a message', async () => {
    state.answers['/chat/threads'] = { threads: [investorThread], asOf };
    submit.mockImplementation((request: { path: string }) =>
      request.path === '/chat/messages'
        ? Promise.reject(new ApiError('This conversation is closed', 409, 'thread_closed'))
        : Promise.resolve({ state: 'queued', id: 'read' }),
    );
    await renderScreen(() => <InvestorChatScreen title="Chat" />, '/investor/chat');
    const box = await screen.findByLabelText('Message to Meera Iyer');
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent: This conversation is closed')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });
});
