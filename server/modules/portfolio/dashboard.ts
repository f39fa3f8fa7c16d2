import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { ifNoneMatchHits, negotiatedBody, type Precompressed } from '../../compression';
import type { AccountState } from './account-state';
import { portfolioSummary } from './summary';

/** The dashboard's answer for one account state, made once: its bytes, validator, encodings. */
export interface DashboardAnswer extends Precompressed {
  etag: string;
}

const MEMO = 'dashboard';
const encoder = new TextEncoder();

/**
 * The tag covers the investor as well as the bytes: one investor's tag never matches another's
 * answer, even one with the same numbers, so a 304 can never hand over someone else's dashboard.
 */
const tagOf = (sub: string, body: Uint8Array): string =>
  `W/"${createHash('sha256').update(sub).update('\0').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * GET /api/investor/portfolio for this state of the investor's account: the summary serialised
 * once and kept with the state (server/modules/portfolio/account-state.ts), which is replaced
 * when the account or the market data changes. The bytes are what JSON of the summary is.
 */
export function dashboardAnswer(sub: string, state: AccountState): Promise<DashboardAnswer> {
  let answer = state.memo.get(MEMO) as Promise<DashboardAnswer> | undefined;
  if (!answer) {
    const made = state.days().then((days) => {
      const body = encoder.encode(JSON.stringify(portfolioSummary(state, days)));
      return { body, etag: tagOf(sub, body), encoded: new Map() };
    });
    made.catch(() => {
      if (state.memo.get(MEMO) === made) state.memo.delete(MEMO);
    });
    state.memo.set(MEMO, made);
    answer = made;
  }
  return answer;
}

/** 304 when the client holds this answer already; else the bytes, compressed once per state. */
export async function sendDashboard(
  c: Context<AppEnv>,
  answer: DashboardAnswer,
): Promise<Response> {
  const headers: Record<string, string> = {
    // no-store like every personal answer (src/cache/policy.ts); no-transform: the bytes are
    // final, so the compression middleware passes them untouched instead of re-reading them.
    'Cache-Control': 'no-store, no-transform',
    ETag: answer.etag,
    Vary: 'Accept-Encoding',
  };
  if (ifNoneMatchHits(c.req.header('If-None-Match'), answer.etag)) {
    return c.body(null, 304, headers);
  }
  const { bytes, encoding } = await negotiatedBody(answer, c.req.header('Accept-Encoding'));
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = 'application/json';
  headers['Content-Length'] = String(bytes.length);
  return c.body(bytes, 200, headers);
}
