import { company, type Officer } from '../company';
import type { Inline, LegalBlock, LegalSection, RichText } from '../model';
import { MARKET_RISK_STATEMENT, REGISTRATION_DISCLAIMER, sebiLinks } from '../regulatory';
import { docLink, email, link, notice, ol, p, phone, strong, ul } from './blocks';

/** Sections and blocks that more than one document carries, built once from company.ts. */

const { sebi, commitments: c } = company;

export const officerContact = (officer: Officer): RichText => [
  strong(`${officer.designation}: `),
  `${officer.name}, `,
  email(officer.email),
  ', ',
  phone(officer.phone),
];

export const marketRiskNotice = (): LegalBlock => notice('Market risk', MARKET_RISK_STATEMENT);

export const registrationDisclaimer = (): LegalBlock => p(REGISTRATION_DISCLAIMER);

export const registrationLine = (): Inline[] => [
  `${company.legalName} is registered with the Securities and Exchange Board of India (SEBI) as a ${sebi.registrationType}, registration number `,
  strong(sebi.registrationNumber),
  `, and is enlisted with BSE Limited, the Investment Adviser Administration and Supervisory Body (IAASB), under enlistment number ${sebi.iaasbEnlistmentNumber}.`,
];

export const companyFacts = (): LegalBlock =>
  ul(
    [strong('Legal name: '), company.legalName],
    [strong('Corporate Identity Number (CIN): '), company.cin],
    [strong('Registered office: '), company.registeredOffice],
    [strong('SEBI registration: '), `${sebi.registrationType}, ${sebi.registrationNumber}`],
    [strong('IAASB (BSE Limited) enlistment number: '), sebi.iaasbEnlistmentNumber],
    [strong('SEBI office: '), sebi.sebiOffice],
    officerContact(company.principalOfficer),
    officerContact(company.complianceOfficer),
    officerContact(company.grievanceOfficer),
  );

export const grievanceSection = (id = 'grievance-redressal'): LegalSection => ({
  id,
  heading: 'Grievance redressal',
  blocks: [
    p(
      `We take complaints seriously and handle them under Regulation 21 of the SEBI (Investment Advisers) Regulations, 2013. We acknowledge a complaint within two working days and aim to resolve it within ${c.grievanceResolutionDays} calendar days of receiving it. You can escalate at any level if you are not satisfied:`,
    ),
    ol(
      [
        strong('Customer care. '),
        'Use in-app chat, write to ',
        email(company.supportEmail),
        ' or call ',
        phone(company.supportPhone),
        ` (${company.supportHours}).`,
      ],
      officerContact(company.customerCareHead),
      officerContact(company.grievanceOfficer),
      officerContact(company.complianceOfficer),
      officerContact(company.principalOfficer),
    ),
    p(
      'If your complaint is not resolved within the time above, or you are not satisfied with our response, you may lodge it on SEBI’s complaint redress system, SCORES, at ',
      link(sebiLinks.scores, sebiLinks.scores),
      ' or through the SEBI SCORES mobile app. SCORES sends the complaint to us, and if you are not satisfied with our reply you can ask for a first review by the designated body (the IAASB) and then a second review by SEBI.',
    ),
    p(
      'If the dispute is still unresolved, you may start online conciliation and, failing that, online arbitration through the Online Dispute Resolution Portal, SMART ODR, at ',
      link(sebiLinks.smartOdr, sebiLinks.smartOdr),
      ', in line with SEBI’s circulars on online dispute resolution in the securities market, as long as the claim is not barred by limitation. We will take part in any proceeding you start there.',
    ),
  ],
});

/** `name` as it reads in a sentence: 'these Terms', 'this Policy'. */
export const governingLawSection = (name: string, id = 'governing-law'): LegalSection => ({
  id,
  heading: 'Governing law and jurisdiction',
  blocks: [
    p(
      `The laws of India govern ${name}. Subject to your right to use our grievance process, SEBI SCORES and the SMART ODR portal, as set out in the grievance redressal section of our `,
      docLink('terms-and-conditions'),
      `, the courts at ${company.jurisdictionCity}, ${company.jurisdictionState}, have exclusive jurisdiction over any dispute arising out of or in connection with ${name}.`,
    ),
    p(
      'Nothing in this clause takes away any right you have to approach SEBI, the Data Protection Board of India or a consumer commission under the Consumer Protection Act, 2019.',
    ),
  ],
});

export const contactSection = (id = 'contact-us'): LegalSection => ({
  id,
  heading: 'Contact us',
  blocks: [
    p(
      `${company.legalName}, ${company.registeredOffice}. Write to `,
      email(company.supportEmail),
      ' or call ',
      phone(company.supportPhone),
      ` (${company.supportHours}).`,
    ),
    p(
      'Complaints go to our Grievance Officer, ',
      `${company.grievanceOfficer.name}, at `,
      email(company.grievanceOfficer.email),
      ' or ',
      phone(company.grievanceOfficer.phone),
      '.',
    ),
  ],
});

/** `name` as it reads in a sentence: 'these Terms', 'this Policy'. */
export const changesSection = (name: string, id = 'changes'): LegalSection => ({
  id,
  heading: `Changes to ${name}`,
  blocks: [
    p(
      `We may update ${name} when the law, SEBI’s rules or our services change. The version number and effective date at the top of this page change with every update. For a material change we tell you in the app and by email at least ${c.changeNoticeDays} days before it takes effect, unless a law or regulator requires it sooner. Where the law needs your fresh consent, we ask for it, and you may end your use of the service before a change takes effect.`,
    ),
  ],
});
