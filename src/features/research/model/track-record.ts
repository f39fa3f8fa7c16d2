import { roundPercent } from './call-close';
import type { CallStatus, TrackRecord } from './contract';

// The adviser's track record over their research calls (issue 16, Deliver 1). Pure.

export interface RecordedCall {
  status: CallStatus;
  returnPercent: number | null;
  niftyReturnPercent: number | null;
}

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The adviser's track record: how many calls, open and closed, how many closed at the target
 * (the hit rate is hits over closed calls, null before any closed), and the mean return of the
 * calls that have one beside NIFTY 50's over the same days (the same calls, so the two compare).
 */
export function trackRecord(calls: readonly RecordedCall[]): TrackRecord {
  const open = calls.filter((call) => call.status === 'open').length;
  const closed = calls.length - open;
  const hits = calls.filter((call) => call.status === 'target-hit').length;
  const returns = calls.filter((call) => call.returnPercent !== null);
  const paired = returns.filter((call) => call.niftyReturnPercent !== null);
  return {
    calls: calls.length,
    open,
    closed,
    hits,
    hitRate: closed === 0 ? null : roundPercent((hits / closed) * 100),
    averageReturnPercent: roundPercent(mean(returns.map((call) => call.returnPercent!))),
    averageNiftyPercent: roundPercent(mean(paired.map((call) => call.niftyReturnPercent!))),
  };
}
