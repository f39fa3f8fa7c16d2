import { randomBytes } from 'node:crypto';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import type { Profile } from '../../services/profiles';
import { moveTrack } from '../../services/track-moves';
import { TRACKS, type Track } from '../../services/tracks';
import { BrokerError, type BrokerId, type LiveBrokerId } from './adapter';
import { liveAdapters, type BrokerRuntime } from './brokers';
import type { BrokerConfig } from './env';
import { PAPER_START_CASH_PAISE } from './paper';
import {
  deleteLink,
  insertLoginState,
  openPaperAccount,
  saveLink,
  selectLink,
  takeLoginState,
  type LinkWithCash,
} from './store';
import { sealToken } from './token-vault';

/** How long a broker sign-in may take between "link" and the broker's redirect. */
const LOGIN_WINDOW_MS = 15 * 60_000;
/** Linking is the step after the risk profile; an onboarded investor may link again. */
const LINKABLE: readonly Track[] = [TRACKS.brokerPending, TRACKS.active];

export const isExpired = (link: { sessionExpiresAt: Date | null }, now: Date) =>
  link.sessionExpiresAt !== null && link.sessionExpiresAt <= now;

export const linkView = (link: LinkWithCash, now: Date) => ({
  broker: link.broker,
  status: isExpired(link, now) ? ('expired' as const) : ('linked' as const),
  linkedAt: link.linkedAt.toISOString(),
  lastSyncAt: link.lastSyncAt?.toISOString() ?? null,
  sessionExpiresAt: link.sessionExpiresAt?.toISOString() ?? null,
  paper: link.broker === 'paper' ? { cashPaise: link.cashPaise ?? 0 } : null,
  demo: link.demo,
});
export type LinkView = ReturnType<typeof linkView>;

/** The investor's broker link as the API shows it, or null (for the lead: dashboard, guards). */
export async function brokerLinkOf(
  orm: Orm,
  investorSub: string,
  now: Date = new Date(),
): Promise<LinkView | null> {
  const link = await selectLink(orm, investorSub);
  return link ? linkView(link, now) : null;
}

const NAMES: Record<BrokerId, string> = {
  paper: 'the paper broker',
  zerodha: 'Zerodha',
  upstox: 'Upstox',
};

function mayLink(investor: Profile, current: LinkWithCash | undefined, broker: BrokerId) {
  if (!LINKABLE.includes(investor.track)) {
    throw new ApiError(
      409,
      'risk_profile_first',
      'Finish your KYC and risk profile before linking a broker',
    );
  }
  if (current && current.broker !== broker) {
    throw new ApiError(
      409,
      'already_linked',
      `Your account is linked to ${NAMES[current.broker]}; unlink it first`,
    );
  }
}

/** A broker failure as the investor's answer: set up here or not, refused, or unreachable. */
export function brokerProblem(
  error: unknown,
  broker: BrokerId,
  field: 'requestToken' | 'code',
): never {
  if (!(error instanceof BrokerError)) throw error;
  const name = NAMES[broker];
  if (error.failure === 'not_configured') {
    // Not a server fault to retry: this server has no keys for that broker (GET /api/brokers
    // says so), so the choice itself cannot be processed here.
    const detail = `${name} is not set up on this server; use paper trading or ask its operator`;
    throw new ApiError(422, 'broker_not_configured', detail, {}, [
      { in: 'body', field: 'broker', pointer: '#/broker', detail },
    ]);
  }
  if (error.failure === 'unavailable') {
    throw new ApiError(
      503,
      'broker_unavailable',
      `${name} could not be reached just now; try again in a moment`,
    );
  }
  const detail = `${name} did not accept this sign-in; sign in to ${name} again`;
  throw new ApiError(400, 'broker_refused', detail, {}, [
    { in: 'body', field, pointer: `#/${field}`, detail },
  ]);
}

export interface Ctx {
  config: BrokerConfig;
  runtime: BrokerRuntime;
}

export type LinkStarted =
  | { kind: 'linked'; link: LinkView }
  | { kind: 'redirect'; redirectUrl: string; broker: LiveBrokerId };

/** POST /api/investor/broker/link: paper links at once; a live broker starts its sign-in. */
export async function startLink(
  tx: Orm,
  investor: Profile,
  broker: BrokerId,
  ctx: Ctx,
): Promise<LinkStarted> {
  const now = ctx.runtime.now();
  const current = await selectLink(tx, investor.sub);
  if (broker !== 'paper') {
    const adapter = liveAdapters(ctx.config, ctx.runtime)[broker];
    if (!adapter.configured()) brokerProblem(new BrokerError('not_configured', ''), broker, 'code');
    mayLink(investor, current, broker);
    const state = randomBytes(32).toString('base64url');
    await insertLoginState(
      tx,
      {
        state,
        investorSub: investor.sub,
        broker,
        expiresAt: new Date(now.getTime() + LOGIN_WINDOW_MS),
      },
      now,
    );
    return { kind: 'redirect', broker, redirectUrl: adapter.loginUrl(state) ?? '' };
  }
  mayLink(investor, current, broker);
  if (!current) {
    await openPaperAccount(tx, investor.sub, PAPER_START_CASH_PAISE);
    await saveLink(tx, {
      investorSub: investor.sub,
      broker,
      accountId: investor.sub,
      linkedAt: now,
      lastSyncAt: now,
    });
  }
  await moveTrack(tx, investor.sub, [TRACKS.brokerPending], TRACKS.active);
  const link = await selectLink(tx, investor.sub);
  if (!link) throw new Error('the paper link was not stored');
  return { kind: 'linked', link: linkView(link, now) };
}

export interface CallbackInput {
  broker: LiveBrokerId;
  state: string;
  requestToken?: string | undefined;
  code?: string | undefined;
}

/** POST /api/investor/broker/callback: the broker's redirect, checked and turned into a link. */
export async function completeLink(
  tx: Orm,
  investor: Profile,
  input: CallbackInput,
  ctx: Ctx,
): Promise<LinkView> {
  const now = ctx.runtime.now();
  const adapter = liveAdapters(ctx.config, ctx.runtime)[input.broker];
  // The state first: without a sign-in this server started, there is nothing to complete.
  if (!(await takeLoginState(tx, input.state, investor.sub, input.broker, now))) {
    const detail = 'This sign-in did not start here or took too long; start linking again';
    throw new ApiError(400, 'invalid_state', detail, {}, [
      { in: 'body', field: 'state', pointer: '#/state', detail },
    ]);
  }
  // After the state: a refusal rolls back, so the state stays usable once the cause is fixed.
  if (!adapter.configured())
    brokerProblem(new BrokerError('not_configured', ''), input.broker, 'code');
  mayLink(investor, await selectLink(tx, investor.sub), input.broker);
  const field = input.broker === 'zerodha' ? 'requestToken' : 'code';
  let session;
  try {
    session = await adapter.completeLogin({ requestToken: input.requestToken, code: input.code });
    // One read proves the session works, and is the link's first sync.
    await adapter.profile(session);
  } catch (error) {
    brokerProblem(error, input.broker, field);
  }
  await saveLink(tx, {
    investorSub: investor.sub,
    broker: input.broker,
    accountId: session.accountId,
    accessTokenEnc: sealToken(ctx.config.tokenKey, session.accessToken, investor.sub, input.broker),
    sessionExpiresAt: session.expiresAt,
    linkedAt: now,
    lastSyncAt: now,
    demo: false,
  });
  await moveTrack(tx, investor.sub, [TRACKS.brokerPending], TRACKS.active);
  const link = await selectLink(tx, investor.sub);
  if (!link) throw new Error('the broker link was not stored');
  return linkView(link, now);
}

/** DELETE /api/investor/broker: the link and any sign-in under way go; a paper account stays. */
export async function unlink(tx: Orm, investor: Profile): Promise<BrokerId | null> {
  const current = await selectLink(tx, investor.sub);
  await deleteLink(tx, investor.sub);
  return current?.broker ?? null;
}
