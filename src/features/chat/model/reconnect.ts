// How long the chat socket waits before it tries again after losing its connection: doubling
// from a second to at most 30 s, half of it random ("equal jitter"), so that many phones coming
// back at once do not knock together. Short next to the outbox's 5-minute cap: a conversation
// needs its socket back soon, and polling covers the wait.

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;

/** The wait before reconnect attempt `attempt` (1 for the first after a drop). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
