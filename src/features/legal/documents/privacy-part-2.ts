import { company } from '../company';
import type { LegalSection } from '../model';
import { email, p, strong, ul } from './blocks';

const { commitments: c } = company;

/** Privacy Policy: sharing, location, retention, security, breaches, rights and duties. */
export const privacyPart2: readonly LegalSection[] = [
  {
    id: 'sharing',
    heading: 'Who we share it with',
    blocks: [
      p('We share personal data only as far as each purpose needs:'),
      ul(
        'KYC Registration Agencies and the Central KYC Records Registry (CERSAI), to verify and record your KYC.',
        'Your Broker, to fetch your holdings and trade history and to send the orders you confirm.',
        'Your Adviser, whether our own advisory team or a Partner Adviser you engage, to advise you.',
        'Our payment aggregator, banks and SEBI’s Centralised Fee Collection Mechanism, to collect fees and pay refunds.',
        'Data Processors working for us under written contracts that bind them to process data only on our instructions and keep it secure: cloud hosting, our sign-in service, email and SMS providers, and customer support tools.',
        'SEBI, BSE Limited as the Investment Adviser Administration and Supervisory Body, FIU-IND, tax authorities, CERT-In, courts and law enforcement agencies, when the law requires or allows it.',
        'Our auditors and professional advisers, under a duty of confidentiality.',
        'A successor to our business in a merger or acquisition, which must protect your data as this policy does, after we tell you.',
        'Insurers or insurance intermediaries, only when you ask us to.',
      ),
    ],
  },
  {
    id: 'storage-and-transfers',
    heading: 'Where your data is stored',
    blocks: [
      p(
        `We store and process your personal data in ${company.dataLocation}. If a Data Processor has to handle data outside India, we allow it only to a country the Central Government has not restricted under section 16 of the DPDP Act, and under a contract that gives your data the same level of protection as in India.`,
      ),
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    blocks: [
      ul(
        'KYC records and records of transactions: for at least five years after our business relationship with you ends, as the PMLA and its rules require.',
        'Your risk profile, the advice we gave you and its rationale, your Advisory Agreement and our communications: for at least five years, as the SEBI (Investment Advisers) Regulations, 2013 require.',
        'Invoices and payment records: for as long as tax laws, including the GST law, require.',
        'Security logs: for at least 180 days in India, as CERT-In directs, and at least one year where the DPDP Rules require it.',
        `Everything else: until the purpose is served or you withdraw consent. We erase or anonymise it within ${c.erasureAfterClosureDays} days of your account closing, unless a law requires us to keep it longer.`,
      ),
      p(
        'When a law requires us to keep data, we keep only what it requires, restrict access to it and use it for nothing else.',
      ),
    ],
  },
  {
    id: 'security',
    heading: 'How we protect it',
    blocks: [
      p(
        'We keep a documented information security programme with technical, operational, managerial and physical controls proportionate to the sensitivity of financial data, as Rule 8 of the 2011 Rules and the DPDP Act require. It includes:',
      ),
      ul(
        'encryption of data in transit and at rest, and encryption of Broker access tokens;',
        'access to personal data only for staff who need it, with multi-factor authentication and access logs;',
        'monitoring, backups, regular security testing, and a tested incident response plan;',
        'security and confidentiality terms in every contract with a Data Processor; and',
        'confidentiality undertakings and privacy training for our staff.',
      ),
      p(
        'Data the app keeps on your device for offline use is protected by your device. Use a screen lock, keep your browser up to date, and sign out on shared devices.',
      ),
    ],
  },
  {
    id: 'breaches',
    heading: 'If a breach happens',
    blocks: [
      p(
        'If a personal data breach affects you, we tell you without delay, in plain language: what happened, the likely consequences, what we are doing about it and what you can do to protect yourself. We report it to the Data Protection Board of India as the DPDP Act and Rules require, report cyber security incidents to CERT-In within six hours of noticing them, and inform SEBI where its rules require.',
      ),
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    blocks: [
      p('As a Data Principal under the DPDP Act you have the right:'),
      ul(
        [
          strong('to access information '),
          'about your personal data: a summary of the data we process and what we do with it, and the identities of the other Data Fiduciaries and Data Processors we have shared it with, with a description of what was shared;',
        ],
        [
          strong('to correction, completion and updating '),
          'of inaccurate, incomplete or outdated data;',
        ],
        [
          strong('to erasure '),
          'of data we no longer need, unless a law requires us to keep it, as with the KYC and advice records above;',
        ],
        [strong('to withdraw consent '), 'at any time, as easily as you gave it;'],
        [strong('to grievance redressal '), 'by our Grievance Officer, described below; and'],
        [
          strong('to nominate '),
          'another person to exercise your rights if you die or become unable to do so.',
        ],
      ),
      p(
        'Use the privacy options in account settings or write to ',
        email(company.privacyEmail),
        `. We verify your identity before acting, respond within ${c.privacyRequestDays} days, and charge nothing.`,
      ),
    ],
  },
  {
    id: 'your-duties',
    heading: 'Your duties',
    blocks: [
      p(
        'The DPDP Act also places duties on you: follow the law when you use the Platform; do not impersonate anyone; do not suppress material information when you give us data for KYC or proof of identity or address; do not register false or frivolous complaints with us or the Data Protection Board; and give only information that can be verified as authentic when you ask us to correct or erase data. The Board can impose a penalty of up to ₹10,000 for breaching these duties.',
      ),
    ],
  },
];
