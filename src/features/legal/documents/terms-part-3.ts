import { company } from '../company';
import type { LegalSection } from '../model';
import { docLink, email, p, strong, ul } from './blocks';

/** Terms and Conditions: risk, liability, indemnity, termination and general terms. */
export const termsPart3: readonly LegalSection[] = [
  {
    id: 'risk-disclosure',
    heading: 'Risk disclosure and no guarantee of returns',
    blocks: [
      p(
        'Investing in securities involves risk, including the loss of the money you invest. Prices move with markets, interest rates, company results and events no one can foresee; some securities can be hard to sell; concentrated portfolios and derivatives carry higher risk.',
      ),
      ul(
        [
          strong('Advice is not a guarantee. '),
          'Investment advice is an opinion formed with care on the information available at the time. It is not a guarantee of returns, of the accuracy of any forecast, or against loss.',
        ],
        'Past performance of any security, strategy, model portfolio or adviser does not indicate future performance.',
        'The decision to invest, and its outcome, are yours. Read the offer documents, scheme information documents and your Broker’s risk disclosure documents before you invest.',
      ),
    ],
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of liability',
    blocks: [
      p(
        'Nothing in these Terms limits a liability that the law does not allow to be limited, our duties under the SEBI (Investment Advisers) Regulations, 2013, or our liability for fraud, gross negligence or wilful misconduct. Subject to that:',
      ),
      ul(
        'we are not liable for losses caused by market movements, by acting or not acting on advice, or by the acts or failures of your Broker, depository participant, bank, a stock exchange, depository or other third party;',
        'we are not liable for losses caused by delays or errors in data from third parties, by interruptions of the internet or your device, or by anyone using your credentials before you tell us they are compromised;',
        'we are not liable for indirect or consequential loss, or for loss of profit or opportunity; and',
        'our total liability to you for all claims in connection with the Platform is limited to the fees you paid us for the advisory service in the 12 months before the event that gave rise to the claim.',
      ),
    ],
  },
  {
    id: 'indemnity',
    heading: 'Indemnity',
    blocks: [
      p(
        'You agree to compensate us for reasonable losses and costs we incur because you broke these Terms or the law, or misused the Platform, except to the extent the loss was caused by our own breach or negligence.',
      ),
    ],
  },
  {
    id: 'suspension-and-termination',
    heading: 'Suspension, termination and account closure',
    blocks: [
      p(
        'You may close your account at any time from account settings or by writing to ',
        email(company.supportEmail),
        '. Ending the advisory service, and any refund, follow our ',
        docLink('cancellationandrefundpolicy'),
        '.',
      ),
      p(
        'We may suspend or freeze your account, with reasons unless the law forbids us to give them, if your KYC cannot be verified, a regulator or court directs us, we suspect fraud or unauthorised access, you seriously or repeatedly break these Terms, or fees remain unpaid after notice. The Platform may also be unavailable during maintenance.',
      ),
      p(
        'If our SEBI registration is suspended, cancelled or surrendered, we will stop giving advice, tell you promptly, refund fees for the unexpired period in full, and deal with your records as SEBI directs.',
      ),
      p(
        'When your account closes we revoke your Broker link, keep the records the law requires us to keep, and erase other personal data as our ',
        docLink('privacypolicy'),
        ' describes. Clauses that by their nature should survive closure, such as those on liability, indemnity, grievances and governing law, continue to apply.',
      ),
    ],
  },
];

/** Terms and Conditions: general terms, placed after the shared grievance and law sections. */
export const termsGeneral: LegalSection = {
  id: 'general',
  heading: 'General',
  blocks: [
    ul(
      [
        strong('Entire agreement. '),
        'These Terms, the documents they refer to and your Advisory Agreement are the whole agreement between you and us about the Platform.',
      ],
      [
        strong('Severability and waiver. '),
        'If a court holds part of these Terms unenforceable, the rest continues. A delay in enforcing a right is not a waiver of it.',
      ],
      [
        strong('Assignment. '),
        'You may not transfer your rights under these Terms. We may transfer ours to a successor business after telling you, subject to any approval SEBI requires; your rights as a client are not reduced by it.',
      ],
      [
        strong('Events beyond our control. '),
        'We are not responsible for failures caused by events beyond our reasonable control, such as exchange or network outages, natural disasters or government action. This never delays a refund you are owed.',
      ],
      [
        strong('Notices. '),
        `We send notices to the email address or mobile number on your account, or in the app. You can send notices to us at ${company.registeredOffice}, or by email to `,
        email(company.supportEmail),
        '.',
      ],
      [
        strong('Language. '),
        'These Terms are written in English. If we provide a translation and it differs, the English version prevails.',
      ],
    ),
  ],
};
