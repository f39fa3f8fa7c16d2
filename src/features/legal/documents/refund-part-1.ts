import { company } from '../company';
import { formatRupees, type LegalSection } from '../model';
import { sebiFeeRules } from '../regulatory';
import { docLink, email, p, strong, ul } from './blocks';
import { refundExample as ex } from './refund-example';

/** Cancellation and Refund Policy: scope, fees, cancelling, and how refunds are calculated. */
export const refundPart1: readonly LegalSection[] = [
  {
    id: 'scope',
    heading: 'Scope of this policy',
    blocks: [
      p(
        `This policy explains how you can cancel the investment advisory service of ${company.legalName} and what we refund. It forms part of our `,
        docLink('terms-and-conditions'),
        ' and your Advisory Agreement, and follows the fee rules that SEBI has made for investment advisers under the SEBI (Investment Advisers) Regulations, 2013.',
      ),
      ul(
        'SEBI’s fee rules, including refunds, apply to individual and Hindu Undivided Family clients who are not accredited investors. For non-individual clients and accredited investors, the Advisory Agreement governs; where it is silent, this policy applies.',
        'Platform features offered without charge, such as linking a Broker and viewing holdings, carry no fee and so nothing to refund.',
        'Brokerage, exchange and depository charges and taxes on your trades are charged by your Broker, not by us. Ask your Broker about them.',
        'If a Partner Adviser serves you through the Platform, you pay that adviser, and its refund policy, which must meet the same SEBI rules, applies. We will pass on any refund request you send us.',
      ),
    ],
  },
  {
    id: 'how-fees-are-charged',
    heading: 'How fees are charged',
    blocks: [
      p(
        'We collect a fee only after your KYC, risk profile and Advisory Agreement are complete, and only as shown in the app before you pay:',
      ),
      ul(
        `Fees are charged in the fixed fee mode, at most ${formatRupees(sebiFeeRules.fixedFeeCapPaise)} a year per family of client, or the assets under advice mode, at most ${sebiFeeRules.auaFeeCapPercent}% of assets under advice a year per family of client.`,
        `Fees are paid in advance, with your agreement, for a period you choose of not more than ${sebiFeeRules.maxAdvanceMonths} months.`,
        'Fees are paid only through banking channels, never in cash, as our Terms and Conditions describe. GST is charged at the applicable rate and shown on your invoice.',
      ),
    ],
  },
  {
    id: 'how-to-cancel',
    heading: 'How to cancel',
    blocks: [
      p(
        'You may end the advisory service at any time, without giving a reason, by any of these means:',
      ),
      ul(
        'in the app, from account settings;',
        ['by email to ', email(company.supportEmail), ' from your registered email address; or'],
        `by letter to ${company.legalName}, ${company.registeredOffice}.`,
      ),
      p(
        'Termination takes effect on the day we receive your request, or a later date you choose. We confirm it in the app and by email within one working day, stop any automatic renewal, and cancel the UPI AutoPay or e-mandate we hold for you. You can also revoke a mandate yourself in your UPI app or with your bank; for a renewal by mandate, we notify you at least 24 hours before the debit, as the Reserve Bank of India requires.',
      ),
      p(
        'After termination, we stop giving you advice. You can keep using the free features of the Platform, or close your account as our ',
        docLink('terms-and-conditions'),
        ' describe.',
      ),
    ],
  },
  {
    id: 'termination-by-us',
    heading: 'When we end the service',
    blocks: [
      p(
        'We may end the advisory service if the law or a regulator requires it, if your KYC ceases to be valid, or if you seriously break the Terms and Conditions, after telling you why unless the law forbids it. If we end the service for any reason, including the suspension, cancellation or surrender of our SEBI registration, we refund the fees for the unexpired period in full, on the same basis and timeline as below.',
      ),
    ],
  },
  {
    id: 'pro-rata-refund',
    heading: 'Pro-rata refund of the unexpired period',
    blocks: [
      p(
        strong(
          'If the advisory service ends before the end of a period you have paid for, we refund the fees for the unexpired period on a pro-rata basis. We charge no breakage fee',
        ),
        ', although SEBI’s rules would allow an adviser to keep up to one quarter’s fee.',
      ),
      p(
        'Refund = fee paid for the period × days remaining in the period after termination takes effect ÷ total days in the period. The GST charged on the refunded portion is refunded too, adjusted through a credit note under the GST law. The same rule applies in the assets under advice mode, to the fee paid in advance for the period.',
      ),
      p(strong('Example. ')),
      ul(
        `You pay ${ex.paid} (a fee of ${ex.fee} plus ${ex.gstRate} GST of ${ex.gst}) for the year from ${ex.periodStart} to ${ex.periodEnd}, ${ex.periodDays} days.`,
        `You cancel, and termination takes effect on ${ex.termination}, after ${ex.usedDays} days of service. ${ex.unexpiredDays} days remain.`,
        `Fee refund: ${ex.fee} × ${ex.unexpiredDays} ÷ ${ex.periodDays} = ${ex.feeRefund}. GST refund: ${ex.gst} × ${ex.unexpiredDays} ÷ ${ex.periodDays} = ${ex.gstRefund}.`,
        [
          strong(`You receive ${ex.totalRefund}`),
          ', with nothing deducted for breakage or charges.',
        ],
      ),
    ],
  },
];
