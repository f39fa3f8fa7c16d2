import { company } from '../company';
import type { LegalSection } from '../model';
import { email, p, strong, ul } from './blocks';

const { commitments: c } = company;

/** Cancellation and Refund Policy: exclusions, charges, failed payments and timelines. */
export const refundPart2: readonly LegalSection[] = [
  {
    id: 'not-refundable',
    heading: 'What is not refunded',
    blocks: [
      ul(
        'Fees for the part of a period that has already passed, because the service was available to you during it.',
        'Fees on the ground that investments did not perform as hoped. Advice is not a guarantee of returns; this does not affect your right to a pro-rata refund when you cancel.',
        'Amounts you paid to third parties, such as your Broker, exchanges, depositories or product issuers.',
      ),
    ],
  },
  {
    id: 'payment-charges',
    heading: 'Payment gateway and bank charges',
    blocks: [
      p(
        'We bear the charges of our payment aggregator and our bank, both when you pay and when we refund, and we do not deduct them from a refund. Charges your own bank or card issuer levies on you, for example for a cross-border card or an incoming transfer, are outside our control and are not refunded by us.',
      ),
    ],
  },
  {
    id: 'failed-and-duplicate-payments',
    heading: 'Failed, duplicate and excess payments',
    blocks: [
      ul(
        [
          strong('Failed payment. '),
          'If money left your account but the payment failed, your bank or our payment aggregator reverses it automatically within the turnaround times set by the Reserve Bank of India for failed transactions, and the bank owes you compensation if it is late. If it is not reversed in that time, send us the payment reference and we will follow it up.',
        ],
        [
          strong('Duplicate or excess payment. '),
          `If you pay twice for the same period, or more than the invoiced amount, we refund the extra in full within ${c.refundInitiationWorkingDays} working days of finding it or of your telling us.`,
        ],
      ),
    ],
  },
  {
    id: 'refund-timeline',
    heading: 'Refund timeline and method',
    blocks: [
      ul(
        `We initiate the refund within ${c.refundInitiationWorkingDays} working days of the date termination takes effect. You do not need to apply separately: cancelling is enough.`,
        'We refund to the account or instrument you paid from. If that is no longer possible, for example because the account is closed, we refund by bank transfer to a verified account in your own name. We never refund in cash or to a third party.',
        'A refund to a UPI or bank account usually reaches you within 1 to 3 working days of being initiated, and a refund to a card within 5 to 7 working days, depending on your bank.',
        'We email you when the refund is initiated, with the amount, calculation and reference number, and issue a credit note for the GST.',
      ),
      p(
        `If a refund has not reached you ${c.refundInitiationWorkingDays + 7} working days after termination took effect, write to `,
        email(company.grievanceOfficer.email),
        ' with your reference number, or use the grievance redressal steps below.',
      ),
    ],
  },
];
