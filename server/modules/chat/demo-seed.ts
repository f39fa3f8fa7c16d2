import { eq } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database';
import { loadConfig } from '../../env';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { demoDocumentId } from '../documents/demo-seed';
import { documentStorageOf, type DocumentStorage } from '../documents/storage';
import { documentById } from '../documents/store';
import { ensureThread, insertMessage } from './store';
import { chatAttachments, chatMessages } from './tables';
import { threadIdOf } from './thread-id';

// The demo conversations (local mode; labelled demo by is_demo): advisor@ (Priya Mehta) with
// investor@ (Aarav Sharma) about rebalancing and his term cover, with his PAN card attached, and
// with sunita@ (Sunita Kulkarni) about a maturing deposit. Each ends with a message the adviser
// has not read, so her thread list shows unread counts. Ids are fixed; the times are days before
// the first run (at India's office hours), so the demo reads as recent.

interface DemoLine {
  from: 'investor' | 'advisor';
  /** Days before the first run, and the time of day in India (HH:MM). */
  daysAgo: number;
  at: string;
  text: string;
  /** Attach the investor's demo document of this kind. */
  attach?: 'pan';
  /** The other side has not read it yet. */
  unread?: true;
}

const CONVERSATIONS: ReadonlyArray<{ investor: string; lines: readonly DemoLine[] }> = [
  {
    investor: 'investor@example.com',
    lines: [
      {
        from: 'advisor',
        daysAgo: 6,
        at: '10:05',
        text:
          'Hello Aarav, I have reviewed your portfolio after the quarterly results. The large ' +
          'caps are on target; the mid-cap basket has drifted a little above its band.',
      },
      {
        from: 'investor',
        daysAgo: 6,
        at: '10:20',
        text: 'Thanks Priya. Should I rebalance now or let the SIP instalments even it out?',
      },
      {
        from: 'advisor',
        daysAgo: 6,
        at: '10:32',
        text:
          'The next two SIP instalments bring it back within the band, so nothing needs to be ' +
          'sold. I have sent you a suggestion for the ₹1,00,000 you asked about.',
      },
      {
        from: 'investor',
        daysAgo: 2,
        at: '19:10',
        text:
          'I saw it. Before I accept, can we talk about my term cover? The needs calculator ' +
          'shows a gap.',
      },
      {
        from: 'advisor',
        daysAgo: 2,
        at: '19:25',
        text:
          'Yes, let us go through it at our review meeting. Please keep your policy documents ' +
          'handy; the insurer’s form will need your PAN.',
      },
      {
        from: 'investor',
        daysAgo: 1,
        at: '09:40',
        text: 'Here is my PAN card for the form.',
        attach: 'pan',
        unread: true,
      },
    ],
  },
  {
    investor: 'sunita@example.com',
    lines: [
      {
        from: 'investor',
        daysAgo: 3,
        at: '11:00',
        text: 'Namaste Priya ji. My fixed deposit matures next month. Where should I keep the money?',
      },
      {
        from: 'advisor',
        daysAgo: 3,
        at: '11:45',
        text:
          'Namaste Sunita ji. For your conservative profile I would look at a short-duration debt ' +
          'fund and the Senior Citizens’ Savings Scheme. I will send you a written note before our call.',
      },
      {
        from: 'investor',
        daysAgo: 3,
        at: '12:02',
        text: 'Thank you. Please keep it simple, I prefer low risk.',
        unread: true,
      },
    ],
  },
];

/** The demo message's fixed id (and its client id), by investor and line. */
export const demoMessageId = (investorSub: string, index: number) =>
  demoUuid(`nivesh-demo-chat:${investorSub}:${index}`);
const demoClientMessageId = (investorSub: string, index: number) =>
  demoUuid(`nivesh-demo-chat-client:${investorSub}:${index}`);

const DAY_MS = 86_400_000;

/** HH:MM in India, `daysAgo` days before `now`'s day in India. */
export function demoTime(now: Date, daysAgo: number, at: string): Date {
  const istDay = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const local = new Date(`${istDay}T${at}:00+05:30`);
  return new Date(local.getTime() - daysAgo * DAY_MS);
}

async function attachDemoDocument(
  tx: Orm,
  storage: DocumentStorage,
  investorSub: string,
): Promise<string | null> {
  const document = await documentById(tx, demoDocumentId(investorSub, 'pan'));
  if (!document) return null;
  const bytes = await storage.get(document.storageKey);
  if (!bytes) return null;
  const storageKey = `chat/${investorSub}/${document.sha256}`;
  await storage.put(storageKey, bytes);
  await tx
    .insert(chatAttachments)
    .values({
      attachmentId: document.id,
      uploaderSub: investorSub,
      name: `PAN card.${document.contentType === 'application/pdf' ? 'pdf' : document.contentType === 'image/png' ? 'png' : 'jpg'}`,
      contentType: document.contentType,
      bytes: document.bytes,
      sha256: document.sha256,
      storageKey,
      sourceDocumentId: document.id,
    })
    .onConflictDoNothing();
  return document.id;
}

/**
 * Demo data (local mode, idempotent): each conversation is written only while its thread has no
 * messages, so a conversation the demo users carried on is left as it is.
 */
export async function seedChatDemo(
  db: Database,
  storage: DocumentStorage = documentStorageOf(loadConfig()),
  now: Date = new Date(),
): Promise<void> {
  const advisorSub = demoSubOf('advisor@example.com');
  for (const conversation of CONVERSATIONS) {
    const investorSub = demoSubOf(conversation.investor);
    const threadId = threadIdOf(investorSub, advisorSub);
    await db.orm.transaction(async (tx: Orm) => {
      const [any] = await tx
        .select({ id: chatMessages.messageId })
        .from(chatMessages)
        .where(eq(chatMessages.threadId, threadId))
        .limit(1);
      if (any) return;
      await ensureThread(tx, { threadId, investorSub, advisorSub });
      for (const [index, line] of conversation.lines.entries()) {
        const sentAt = demoTime(now, line.daysAgo, line.at);
        const seen = line.unread ? null : new Date(sentAt.getTime() + 5 * 60_000);
        await insertMessage(tx, {
          messageId: demoMessageId(investorSub, index),
          threadId,
          senderSub: line.from === 'investor' ? investorSub : advisorSub,
          senderRole: line.from,
          clientMessageId: demoClientMessageId(investorSub, index),
          body: line.text,
          attachmentId: line.attach ? await attachDemoDocument(tx, storage, investorSub) : null,
          sentAt,
          deliveredAt: line.unread ? new Date(sentAt.getTime() + 60_000) : seen,
          readAt: seen,
          isDemo: true,
        });
      }
    });
  }
}
