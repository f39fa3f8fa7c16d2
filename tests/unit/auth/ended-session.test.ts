import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import { endedSessionHandler, isEndedSession } from '@/auth/ended-session';

// A session ended elsewhere (sign out on every device, a deleted account) signs this device out
// at the first query or write that hears it, once, however many fail together.

describe('isEndedSession', () => {
  it.each([
    [new ApiError('signed out elsewhere', 401, 'session_revoked'), true],
    [new ApiError('deleted', 401, 'account_deleted'), true],
    [new ApiError('bad token', 401, 'invalid_token'), false],
    [new ApiError('forbidden', 403, 'forbidden'), false],
    [new ApiError('odd', 403, 'session_revoked'), false],
    [new NetworkError(), false],
    [new Error('session_revoked'), false],
  ])('%s -> %s', (error, ended) => {
    expect(isEndedSession(error)).toBe(ended);
  });
});

describe('endedSessionHandler', () => {
  it('ends once for errors that arrive together, and again after it has finished', async () => {
    let finish: () => void = () => undefined;
    const end = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const handle = endedSessionHandler(end);
    const revoked = new ApiError('signed out elsewhere', 401, 'session_revoked');
    handle(revoked);
    handle(revoked);
    handle(new ApiError('bad token', 401, 'invalid_token'));
    expect(end).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    handle(revoked);
    expect(end).toHaveBeenCalledTimes(2);
  });

  it('ignores every other error', () => {
    const end = vi.fn(() => Promise.resolve());
    const handle = endedSessionHandler(end);
    handle(new NetworkError());
    handle(new ApiError('not found', 404, 'not_found'));
    expect(end).not.toHaveBeenCalled();
  });
});
