import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The dev mailbox: every code the identity emulator would e-mail or text (sign-up, resend,
 * password reset, SMS MFA, attribute verification), kept per recipient in DATA_DIR/cognito/
 * mailbox.json. The emulator writes it; the API server reads it for /dev/mailbox (local only).
 */

export const MAIL_KINDS = [
  'sign-up',
  'reset-password',
  'mfa',
  'verify-attribute',
  'invitation',
  // A notice with no code (the KYC decision): `code` is then empty.
  'notice',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const messageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  code: z.string(),
  kind: z.enum(MAIL_KINDS),
  at: z.string(),
  /** A notice's link, e.g. an adviser's invitation to sign up (issue 17). */
  link: z.string().optional(),
});
export type MailboxMessage = z.infer<typeof messageSchema>;

/** The newest messages are enough for a developer and for tests; older ones are dropped. */
const KEEP = 500;

/** Emails compare case-insensitively, phone numbers without spaces. */
export const normaliseRecipient = (to: string): string =>
  to.trim().replace(/\s+/g, '').toLowerCase();

/** Oldest first, as stored; an unreadable or missing file is an empty mailbox. */
async function readAll(file: string): Promise<MailboxMessage[]> {
  try {
    const parsed = z.array(messageSchema).safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Latest first; only those sent to `to` when given. */
export async function readMailbox(file: string, to?: string): Promise<MailboxMessage[]> {
  const wanted = to === undefined ? undefined : normaliseRecipient(to);
  const all = await readAll(file);
  return all.filter((message) => !wanted || normaliseRecipient(message.to) === wanted).reverse();
}

export interface MailboxWriter {
  add(message: MailboxMessage): Promise<void>;
}

const writers = new Map<string, MailboxWriter>();

/**
 * One writer per file in this process (the emulator's codes and the server's notices share it,
 * so neither overwrites the other); writes are queued and replace the file atomically.
 */
export function mailboxWriter(file: string): MailboxWriter {
  const key = resolve(file);
  let writer = writers.get(key);
  if (!writer) {
    writer = queuedWriter(key);
    writers.set(key, writer);
  }
  return writer;
}

function queuedWriter(file: string): MailboxWriter {
  let queue: Promise<void> = Promise.resolve();
  return {
    add(message) {
      const write = queue.then(async () => {
        const kept = [...(await readAll(file)), message].slice(-KEEP);
        await mkdir(dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, `${JSON.stringify(kept, null, 2)}\n`);
        await rename(temporary, file);
      });
      queue = write.catch(() => undefined);
      return write;
    },
  };
}
