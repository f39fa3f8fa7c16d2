import { daysBetween, formatLegalDate, formatRupees, proRataRefundPaise } from '../model';
import { GST_RATE_PERCENT } from '../regulatory';

/**
 * The worked example in the refund policy, computed with the same pro-rata rule the policy
 * states, so the figures on the page cannot drift from the rule.
 */
const FEE_PAISE = 12_000_00;
const PERIOD_START = '2026-04-01';
const PERIOD_LAST_DAY = '2027-03-31';
const TERMINATION = '2026-08-01';

const periodDays = daysBetween(PERIOD_START, PERIOD_LAST_DAY) + 1;
const usedDays = daysBetween(PERIOD_START, TERMINATION);
const gstPaise = (FEE_PAISE * GST_RATE_PERCENT) / 100;
const feeRefund = proRataRefundPaise(FEE_PAISE, periodDays, usedDays);
const gstRefund = proRataRefundPaise(gstPaise, periodDays, usedDays);

export const refundExample = {
  fee: formatRupees(FEE_PAISE),
  gst: formatRupees(gstPaise),
  gstRate: `${GST_RATE_PERCENT}%`,
  paid: formatRupees(FEE_PAISE + gstPaise),
  periodStart: formatLegalDate(PERIOD_START),
  periodEnd: formatLegalDate(PERIOD_LAST_DAY),
  termination: formatLegalDate(TERMINATION),
  periodDays,
  usedDays,
  unexpiredDays: periodDays - usedDays,
  feeRefund: formatRupees(feeRefund),
  gstRefund: formatRupees(gstRefund),
  totalRefund: formatRupees(feeRefund + gstRefund),
  totalRefundPaise: feeRefund + gstRefund,
} as const;
