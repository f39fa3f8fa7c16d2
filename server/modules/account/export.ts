import { asc, eq, inArray, or } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { csvField, csvRupees } from '../../../src/features/portfolio/model/report-format';
import type { Orm } from '../../db/database';
import { auditLog, clientNotes, userProfiles } from '../../db/schema';
import type { ArchiveSnapshot } from '../../archive/read/snapshot';
import type { Profile } from '../../services/profiles';
import { basketsExportOf } from '../baskets/export';
import { brokerLinks, paperAccounts } from '../broker/tables';
import type { DocumentStorage } from '../documents/storage';
import { investorDocuments } from '../documents/tables';
import { kycRecords } from '../kyc/tables';
import { notifications } from '../notifications/tables';
import { paperCashEntries, paperOrders, paperTrades } from '../orders/tables';
import { accountState } from '../portfolio/account-state';
import { riskProfileOverrides, riskProfiles } from '../risk-profile/tables';
import { goalContributions, goals } from '../goals/tables';
import { savedScans } from '../scans/tables';
import { strategiesExportOf } from '../strategies/export';
import { priceAlerts, watchlistItems, watchlists } from '../watchlists/tables';
import { notificationChoicesOf } from './notices';
import { SUGGESTIONS_CSV_HEADER, suggestionsExportOf } from './suggestions-export';

// "Export all my data" (issue 11, Deliver 8; DPDP Act 2023 s. 11, the right to a summary of
// one's data): one zip with everything the server holds about the investor, as JSON (all of it,
// as stored) and CSV (the tables a spreadsheet opens), plus the uploaded documents themselves.

type Cell = string | number | boolean | null | { paise: number | null };

const cellText = (cell: Cell): string => {
  if (cell === null) return '';
  if (typeof cell === 'object') return cell.paise === null ? '' : csvRupees(cell.paise);
  return typeof cell === 'string' ? csvField(cell) : String(cell);
};

/** RFC 4180 with CRLF lines, a header row, and a byte-order mark so Excel reads UTF-8 (₹). */
export function csvOf(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header.map(csvField).join(','), ...rows.map((row) => row.map(cellText).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

const iso = (at: Date | null) => at?.toISOString() ?? null;

const README = (generatedAt: string) =>
  [
    'Your data from Nivesh',
    '',
    `Made on ${generatedAt} (UTC). Everything the app holds about you:`,
    '',
    '  account.json       all of it, as stored (money in paise: 100 paise = 1 rupee)',
    '  orders.csv         paper trading orders',
    '  trades.csv         paper trading trades, with charges',
    '  cash-ledger.csv    every movement of your paper account cash',
    '  holdings.csv       what you hold, valued at the latest close',
    '  suggestions.csv    what your adviser suggested, its suitability check and your answer',
    '  activity.csv       the record of actions on your account (yours and your adviser’s)',
    '  documents/         the documents you uploaded: KYC (pan, address) and insurance policies (policy)',
    '',
    'CSV amounts are rupees with two decimals; dates are Indian calendar dates.',
    'Paper trading is simulated: no real money or shares were involved.',
    '',
  ].join('\r\n');

/** The zip's files for one investor; `now` names the moment in the README. */
export async function exportFiles(
  orm: Orm,
  storage: DocumentStorage,
  profile: Profile,
  snapshot: ArchiveSnapshot,
  now: Date,
): Promise<Zippable> {
  const sub = profile.sub;
  const [adviser] = profile.advisorSub
    ? await orm
        .select({ name: userProfiles.name, sebiReg: userProfiles.sebiReg })
        .from(userProfiles)
        .where(eq(userProfiles.sub, profile.advisorSub))
    : [];
  const [kyc] = await orm.select().from(kycRecords).where(eq(kycRecords.investorSub, sub));
  const documents = await orm
    .select()
    .from(investorDocuments)
    .where(eq(investorDocuments.investorSub, sub))
    .orderBy(asc(investorDocuments.uploadedAt));
  const profiles = await orm
    .select()
    .from(riskProfiles)
    .where(eq(riskProfiles.investorSub, sub))
    .orderBy(asc(riskProfiles.id));
  const overrides = await orm
    .select({
      profileId: riskProfileOverrides.profileId,
      category: riskProfileOverrides.category,
      reason: riskProfileOverrides.reason,
      at: riskProfileOverrides.createdAt,
    })
    .from(riskProfileOverrides)
    .innerJoin(riskProfiles, eq(riskProfiles.id, riskProfileOverrides.profileId))
    .where(eq(riskProfiles.investorSub, sub))
    .orderBy(asc(riskProfileOverrides.id));
  const notes = await orm
    .select({ body: clientNotes.body, at: clientNotes.createdAt })
    .from(clientNotes)
    .where(eq(clientNotes.investorSub, sub))
    .orderBy(asc(clientNotes.id));
  const [broker] = await orm
    .select({
      broker: brokerLinks.broker,
      accountId: brokerLinks.accountId,
      linkedAt: brokerLinks.linkedAt,
      lastSyncAt: brokerLinks.lastSyncAt,
    })
    .from(brokerLinks)
    .where(eq(brokerLinks.investorSub, sub));
  const [paper] = await orm.select().from(paperAccounts).where(eq(paperAccounts.investorSub, sub));
  const orders = await orm
    .select()
    .from(paperOrders)
    .where(eq(paperOrders.investorSub, sub))
    .orderBy(asc(paperOrders.placedAt));
  const trades = await orm
    .select()
    .from(paperTrades)
    .where(eq(paperTrades.investorSub, sub))
    .orderBy(asc(paperTrades.executedAt), asc(paperTrades.tradeId));
  const cash = await orm
    .select()
    .from(paperCashEntries)
    .where(eq(paperCashEntries.investorSub, sub))
    .orderBy(asc(paperCashEntries.id));
  const activity = await orm
    .select({
      at: auditLog.at,
      by: auditLog.actorRole,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
    })
    .from(auditLog)
    .where(or(eq(auditLog.subjectSub, sub), eq(auditLog.actorSub, sub)))
    .orderBy(asc(auditLog.id));
  const lists = await orm
    .select()
    .from(watchlists)
    .where(eq(watchlists.ownerSub, sub))
    .orderBy(asc(watchlists.position));
  const listItems = lists.length
    ? await orm
        .select()
        .from(watchlistItems)
        .where(
          inArray(
            watchlistItems.watchlistId,
            lists.map((list) => list.id),
          ),
        )
        .orderBy(asc(watchlistItems.position))
    : [];
  const alerts = await orm
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.ownerSub, sub))
    .orderBy(asc(priceAlerts.createdAt));
  const goalRows = await orm
    .select()
    .from(goals)
    .where(eq(goals.investorSub, sub))
    .orderBy(asc(goals.createdAt));
  const goalMoney = goalRows.length
    ? await orm
        .select()
        .from(goalContributions)
        .where(
          inArray(
            goalContributions.goalId,
            goalRows.map((goal) => goal.goalId),
          ),
        )
        .orderBy(asc(goalContributions.date), asc(goalContributions.createdAt))
    : [];
  const inbox = await orm
    .select()
    .from(notifications)
    .where(eq(notifications.recipientSub, sub))
    .orderBy(asc(notifications.createdAt));
  const holdings = paper ? (await accountState(orm, sub, snapshot)).holdings : null;
  const advice = await suggestionsExportOf(orm, sub);
  const strip = <T extends { investorSub?: string }>({ investorSub: _, ...rest }: T) => rest;

  const generatedAt = now.toISOString();
  const account = {
    generatedAt,
    profile: {
      id: sub,
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      memberSince: iso(profile.createdAt),
      track: profile.track,
      adviser: adviser ?? null,
      sessionsRevokedAt: iso(profile.sessionsRevokedAt),
      deletion: profile.deletionDueAt
        ? { requestedAt: iso(profile.deletionRequestedAt), dueAt: iso(profile.deletionDueAt) }
        : null,
    },
    notifications: await notificationChoicesOf(orm, sub),
    kyc: kyc ? strip(kyc) : null,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      contentType: document.contentType,
      bytes: document.bytes,
      sha256: document.sha256,
      uploadedAt: iso(document.uploadedAt),
      file: `documents/${document.kind}-${document.id}.${EXTENSIONS[document.contentType] ?? 'bin'}`,
    })),
    riskProfiles: profiles.map(strip),
    riskProfileChangesByAdviser: overrides,
    adviserNotes: notes,
    broker: broker ?? null,
    paperAccount: paper ? strip(paper) : null,
    orders: orders.map(strip),
    trades: trades.map(strip),
    cashLedger: cash.map(strip),
    holdings: holdings?.items.map(({ lots: _, ...holding }) => holding) ?? [],
    watchlists: lists.map((list) => ({
      name: list.name,
      createdAt: iso(list.createdAt),
      stocks: listItems
        .filter((item) => item.watchlistId === list.id)
        .map((item) => ({
          exchange: item.exchange,
          symbol: item.symbol,
          addedAt: iso(item.addedAt),
        })),
    })),
    priceAlerts: alerts.map(({ ownerSub: _, ...alert }) => alert),
    baskets: await basketsExportOf(orm, sub),
    goals: goalRows.map(({ investorSub: _, ...goal }) => ({
      ...goal,
      contributions: goalMoney
        .filter((entry) => entry.goalId === goal.goalId)
        .map(({ goalId: _goal, ...entry }) => entry),
    })),
    savedScans: (
      await orm
        .select()
        .from(savedScans)
        .where(eq(savedScans.ownerSub, sub))
        .orderBy(asc(savedScans.createdAt))
    ).map(({ ownerSub: _, ...scan }) => scan),
    ...(await strategiesExportOf(orm, sub)),
    ...advice.json,
    inbox: inbox.map(({ recipientSub: _, ...notice }) => notice),
    activity,
  };

  const files: Zippable = {
    'README.txt': strToU8(README(generatedAt)),
    'account.json': strToU8(JSON.stringify(account, null, 2)),
    'orders.csv': strToU8(
      csvOf(
        [
          'Placed at',
          'Order id',
          'Exchange',
          'Symbol',
          'Side',
          'Type',
          'Quantity',
          'Price (INR)',
          'Trigger (INR)',
          'Status',
          'Message',
          'Filled',
          'Average price (INR)',
          'Source',
        ],
        orders.map((order) => [
          order.placedAt.toISOString(),
          order.orderId,
          order.exchange,
          order.symbol,
          order.side,
          order.orderType,
          order.quantity,
          { paise: order.pricePaise },
          { paise: order.triggerPricePaise },
          order.status,
          order.statusMessage,
          order.filledQuantity,
          { paise: order.averagePricePaise },
          order.source,
        ]),
      ),
    ),
    'trades.csv': strToU8(
      csvOf(
        [
          'Date',
          'Trade id',
          'Order id',
          'Exchange',
          'Symbol',
          'Side',
          'Quantity',
          'Price (INR)',
          'Value (INR)',
          'Charges (INR)',
          'STT (INR)',
          'Source',
        ],
        trades.map((trade) => [
          trade.tradeDate,
          trade.tradeId,
          trade.orderId,
          trade.exchange,
          trade.symbol,
          trade.side,
          trade.quantity,
          { paise: trade.pricePaise },
          { paise: trade.pricePaise * trade.quantity },
          { paise: trade.chargesPaise },
          { paise: trade.sttPaise },
          trade.source,
        ]),
      ),
    ),
    'cash-ledger.csv': strToU8(
      csvOf(
        ['Date', 'Kind', 'Amount (INR)', 'Description'],
        cash.map((entry) => [
          entry.entryDate,
          entry.kind,
          { paise: entry.amountPaise },
          entry.description,
        ]),
      ),
    ),
    'holdings.csv': strToU8(
      csvOf(
        [
          'Exchange',
          'Symbol',
          'Name',
          'ISIN',
          'Quantity',
          'Average price (INR)',
          'Invested (INR)',
          'Last price (INR)',
          'Value (INR)',
          'Unrealised gain (INR)',
        ],
        (holdings?.items ?? []).map((holding) => [
          holding.exchange,
          holding.symbol,
          holding.name,
          holding.isin,
          holding.quantity,
          { paise: holding.averagePrice },
          { paise: holding.invested },
          { paise: holding.lastPrice },
          { paise: holding.value },
          { paise: holding.unrealisedGain },
        ]),
      ),
    ),
    'suggestions.csv': strToU8(csvOf(SUGGESTIONS_CSV_HEADER, advice.rows)),
    'activity.csv': strToU8(
      csvOf(
        ['At', 'By', 'Action', 'Record', 'Record id'],
        activity.map((entry) => [
          entry.at.toISOString(),
          entry.by === 'I' ? 'You' : entry.by === 'A' ? 'Your adviser' : 'Nivesh',
          entry.action,
          entry.entity,
          entry.entityId,
        ]),
      ),
    ),
  };
  const folder: Zippable = {};
  for (const document of documents) {
    const bytes = await storage.get(document.storageKey);
    if (bytes) {
      // Images and PDFs are compressed already: stored as they are.
      folder[`${document.kind}-${document.id}.${EXTENSIONS[document.contentType] ?? 'bin'}`] = [
        bytes,
        { level: 0 },
      ];
    }
  }
  if (Object.keys(folder).length > 0) files.documents = folder;
  return files;
}

/** The zip itself: JSON and CSV compressed, documents (already compressed) stored. */
export function zipOf(files: Zippable, now: Date): Uint8Array {
  return zipSync(files, { level: 6, mtime: now });
}
