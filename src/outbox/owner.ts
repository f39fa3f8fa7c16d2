// Whose writes the outbox shows and sends: the signed-in user's `sub`. Registered by the app's
// wiring (src/main.tsx) from the session, kept apart from the outbox itself so that the first
// visit to /login does not load the outbox.

let provider: () => string | null = () => null;

export function setOutboxOwner(next: () => string | null): void {
  provider = next;
}

export const outboxOwner = (): string | null => provider();
