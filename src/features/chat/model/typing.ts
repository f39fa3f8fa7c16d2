// The typing indicator: the composer says "typing" at most every few seconds while keys are
// pressed (less than the time the other side shows it, so a steady typist never flickers off),
// and the other side's indicator goes out CHAT_TYPING_MS (contract.ts) after their last frame.

export const TYPING_SEND_EVERY_MS = 2_500;

/** Whether to send a typing frame now; remembers when it last said yes. */
export function createTypingThrottle(every: number = TYPING_SEND_EVERY_MS) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    shouldSend(now: number): boolean {
      if (now - last < every) return false;
      last = now;
      return true;
    },
    /** A message was sent: the next key starts a new burst of typing. */
    reset(): void {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

/** The threads whose typing indicator is still on at `now`, each held until its time. */
export function stillTyping(
  until: Readonly<Record<string, number>>,
  now: number,
): Record<string, number> {
  return Object.fromEntries(Object.entries(until).filter(([, end]) => end > now));
}
