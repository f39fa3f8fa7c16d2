import { company } from '../company';
import type { LegalSection } from '../model';
import { docLink, p, strong, ul } from './blocks';

/** Privacy Policy: scope, laws, the data we collect, purposes and consent. */
export const privacyPart1: readonly LegalSection[] = [
  {
    id: 'scope',
    heading: 'Who we are and what this policy covers',
    blocks: [
      p(
        `${company.legalName} (“${company.brandName}”, “we”, “us”) is the Data Fiduciary for the personal data we process to run the ${company.brandName} app, website and investment advisory services (the “Platform”). This Privacy Policy explains what we collect, why, who we share it with, how long we keep it, and the rights you have. It forms part of our `,
        docLink('terms-and-conditions'),
        '.',
      ),
      p(
        'Your Broker, bank and depository participant process your data under their own privacy policies. Where a Partner Adviser serves you through the Platform, that adviser decides how it uses your data for its advice and is responsible to you for it; we process that data on the adviser’s behalf and under this policy.',
      ),
    ],
  },
  {
    id: 'laws-we-follow',
    heading: 'The laws we follow',
    blocks: [
      ul(
        'The Digital Personal Data Protection Act, 2023 (DPDP Act) and the Digital Personal Data Protection Rules, 2025, whose obligations come into force in phases up to eighteen months after the Rules were notified in November 2025. We follow them already.',
        'Until the DPDP Act replaces them, section 43A of the Information Technology Act, 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, under which your passwords and financial information are sensitive personal data.',
        'The SEBI (Investment Advisers) Regulations, 2013, which require us to keep records of our clients and our advice.',
        'The Prevention of Money-laundering Act, 2002 and its rules, which require KYC and the keeping of KYC records.',
        'The directions of CERT-In under section 70B of the Information Technology Act, 2000 on reporting cyber security incidents and keeping logs.',
      ),
    ],
  },
  {
    id: 'data-we-collect',
    heading: 'Personal data we collect',
    blocks: [
      p('We collect only what we need for the purposes in the next section:'),
      ul(
        [
          strong('Account: '),
          'name, email address, mobile number, whether you are an investor or an adviser, and your multi-factor authentication settings. Your password is held in hashed form by our sign-in service; we never see it.',
        ],
        [
          strong('KYC: '),
          'PAN, date of birth, address, photograph, signature, proof of identity and address, occupation, income range, FATCA and CRS declarations, politically exposed person status, and your KYC status and CKYC number. If you choose Aadhaar-based verification we receive only a masked Aadhaar number and never store the full number.',
        ],
        [
          strong('Risk profile and finances: '),
          'your answers to the risk profile questionnaire, income, assets, liabilities, dependants, goals and investment horizon, and the bank account you pay fees from and receive refunds into.',
        ],
        [
          strong('Investments: '),
          'holdings, orders and trade history received from your Broker, and the goals, baskets, watchlists and target portfolios you create on the Platform.',
        ],
        [
          strong('Broker link: '),
          'your Broker’s name, your client code and the access token your Broker issues, stored encrypted. We never receive your Broker password or PIN.',
        ],
        [
          strong('Payments: '),
          'amount, date, method, payment reference and UPI ID. Card details are handled by our RBI-authorised payment aggregator and are not stored by us.',
        ],
        [
          strong('Communications: '),
          'chat messages, emails, support requests, records of advice given to you, and recordings of calls where we tell you the call is recorded.',
        ],
        [
          strong('Adviser Users: '),
          'SEBI registration, NISM certificates, qualifications and employer; and the details of leads and contacts that Adviser Users add to the CRM.',
        ],
        [
          strong('Device and usage: '),
          'IP address, device and browser type, operating system, app version, pages visited, times, error and crash reports, and security logs.',
        ],
      ),
    ],
  },
  {
    id: 'purposes',
    heading: 'Why we use it',
    blocks: [
      ul(
        'To create and secure your account, verify that it is you, and detect fraud and misuse.',
        'To complete KYC and meet our obligations under the PMLA and SEBI’s rules.',
        'To assess your risk profile and give you advice that is suitable for you.',
        'To link your Broker, show your holdings and trade history, and send the orders you confirm.',
        'To collect fees, issue invoices, process refunds and meet our tax obligations.',
        'To send you advice, service messages and security alerts, and to answer requests and complaints.',
        'To keep the records SEBI requires, support inspections and audits, and answer lawful requests from regulators and courts.',
        'To keep the Platform working, secure and improving, using aggregated or de-identified data wherever we can.',
        'To tell you about new features or services, only if you have agreed to receive such messages.',
      ),
      p(
        'We do not sell your personal data, and we do not use it for a new purpose without telling you and, where the law requires, asking for your consent.',
      ),
    ],
  },
  {
    id: 'consent',
    heading: 'Consent and other lawful grounds',
    blocks: [
      p(
        'We process most personal data with your consent, which we ask for in the app through a clear notice that lists the data and the purpose. Some processing does not depend on consent because the DPDP Act treats it as a legitimate use: for example, KYC and record keeping that a law requires, responding to a court or regulator, and using data you gave us voluntarily for the purpose you gave it.',
      ),
      p(
        'You can withdraw consent at any time, as easily as you gave it, in the app’s account settings or by writing to us. Withdrawal does not affect processing already done, and we stop the processing that relied on it within a reasonable time. If the withdrawn consent is needed for a service, such as advice or Broker linking, we will not be able to continue that service, and the ',
        docLink('cancellationandrefundpolicy'),
        ' applies to any fees. When Consent Managers registered with the Data Protection Board of India become available, you may also give, manage and withdraw consent through one of them.',
      ),
    ],
  },
];
