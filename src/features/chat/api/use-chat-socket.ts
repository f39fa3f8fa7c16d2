import { useEffect, useSyncExternalStore } from 'react';
import { gatewayToken } from '@/api/clients';
import { apiEnv } from '@/api/env';
import type { ClientFrame, ServerFrame } from '../model/contract';
import { createChatSocket, type ChatSocket, type SocketStatus } from './chat-socket';

// One chat socket for the page, opened while a chat screen is mounted (the adviser's list and
// conversation share it) and closed a little after the last one goes, so moving between the
// chat's own views does not reconnect.

const CLOSE_AFTER_MS = 10_000;

/** The socket beside the gateway API: ws(s)://<host><gateway base>/chat/socket. */
export function chatSocketUrl(base: string = apiEnv.gatewayBase, here: string = location.href) {
  const url = new URL(`${base}/chat/socket`, here);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

let shared: ChatSocket | null = null;
let users = 0;
let closing: ReturnType<typeof setTimeout> | null = null;

function sharedSocket(): ChatSocket {
  if (!shared) {
    shared = createChatSocket({ url: () => chatSocketUrl(), token: gatewayToken });
    const socket = shared;
    window.addEventListener('online', () => socket.reconnectNow());
  }
  return shared;
}

const downStatus = (): SocketStatus => 'down';

export interface ChatSocketView {
  status: SocketStatus;
  /** The signed-in user's sub (from the server's `ready`), null until then. */
  sub: string | null;
  send: (frame: ClientFrame) => boolean;
}

/** Opens the page's chat socket while mounted and hands each server frame to `onFrame`. */
export function useChatSocket(onFrame: (frame: ServerFrame) => void): ChatSocketView {
  const socket = typeof window === 'undefined' ? null : sharedSocket();
  useEffect(() => {
    if (!socket) return;
    users += 1;
    if (closing) clearTimeout(closing);
    closing = null;
    socket.start();
    return () => {
      users -= 1;
      if (users === 0) closing = setTimeout(() => socket.stop(), CLOSE_AFTER_MS);
    };
  }, [socket]);
  useEffect(() => socket?.onFrame(onFrame), [socket, onFrame]);
  const status = useSyncExternalStore(
    socket?.onStatus ?? (() => () => undefined),
    socket?.status ?? downStatus,
    downStatus,
  );
  return {
    status,
    sub: status === 'open' ? (socket?.sub() ?? null) : null,
    send: (frame) => socket?.send(frame) ?? false,
  };
}
