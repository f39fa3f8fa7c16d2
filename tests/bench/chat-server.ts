import type { Database } from '../../server/db/database';
import { userProfiles } from '../../server/db/schema';
import { demoProfiles, demoSubOf } from '../../server/identity/seed/demo-accounts';
import { addMissingProfiles } from '../../server/services/profiles';
import { TRACKS, USER_TYPES } from '../../server/services/tracks';
import { serveForBench } from './bench-server';

// The server of the chat bench (tests/bench/chat.ts starts it in a process of its own): the real
// server on a bench-only PGlite folder with the demo profiles and CHAT_CLIENTS investors of the
// demo adviser, each with a thread of their own. No archive: chat does not read it.

export const CHAT_CLIENTS = 200;
export const chatClientSub = (i: number) => `bench-chat-${String(i).padStart(4, '0')}`;

async function seedChat(db: Database) {
  await addMissingProfiles(db.orm, demoProfiles());
  const advisorSub = demoSubOf('advisor@example.com');
  await db.orm.insert(userProfiles).values(
    Array.from({ length: CHAT_CLIENTS }, (_, i) => ({
      sub: chatClientSub(i),
      userType: USER_TYPES.investor,
      track: TRACKS.active,
      email: `${chatClientSub(i)}@bench.example`,
      name: `Bench Client ${i}`,
      advisorSub,
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serveForBench([seedChat]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
