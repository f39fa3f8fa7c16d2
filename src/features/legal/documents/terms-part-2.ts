import { company } from '../company';
import { formatRupees, type LegalSection } from '../model';
import { sebiFeeRules } from '../regulatory';
import { docLink, p, strong, ul } from './blocks';

/** Terms and Conditions, sections 8 to 13: fees, information tools, advisers, use and IP. */
export const termsPart2: readonly LegalSection[] = [
  {
    id: 'fees-and-payment',
    heading: 'Fees and payment',
    blocks: [
      p(
        'Many Platform features, such as linking a Broker and viewing holdings, may be free. The investment advisory service is charged as set out in the plan shown in the app and in your Advisory Agreement before you pay: the fee, the fee mode, the billing period and applicable taxes.',
      ),
      p(
        'For individual and Hindu Undivided Family clients who are not accredited investors, our fees follow SEBI’s limits for investment advisers:',
      ),
      ul(
        `Fixed fee mode: at most ${formatRupees(sebiFeeRules.fixedFeeCapPaise)} a year per family of client, across all our advisory services.`,
        `Assets under advice (AUA) mode: at most ${sebiFeeRules.auaFeeCapPercent}% of the assets under advice a year per family of client.`,
        'One fee mode applies to a family of client at a time. The mode can change only with your consent, and the limit is then the higher of the two limits above.',
        `With your agreement, fees may be charged in advance for at most ${sebiFeeRules.maxAdvanceMonths} months. A plan renews only if you choose automatic renewal, and we remind you before each renewal.`,
      ),
      p(
        'For non-individual clients and accredited investors, fees are as negotiated in the Advisory Agreement.',
      ),
      p(
        strong('How to pay. '),
        `Fees are paid only through banking channels: UPI to our validated handle ${company.feeUpiHandle}, net banking, NEFT, RTGS or IMPS, a debit card through our RBI-authorised payment aggregator, cheque, or SEBI’s Centralised Fee Collection Mechanism (CeFCoM) operated by BSE. We never accept cash, and never ask you to pay into the personal account of any individual. Goods and Services Tax is charged at the applicable rate, and we issue a tax invoice for every payment.`,
      ),
      p(
        'If you end the advisory service early, you receive a pro-rata refund of fees for the unexpired period, with no breakage fee, as explained in our ',
        docLink('cancellationandrefundpolicy'),
        '. If a fee is not paid when due, we may pause the advisory service after telling you.',
      ),
    ],
  },
  {
    id: 'information-and-tools',
    heading: 'Market information, tools and suggestions',
    blocks: [
      p(
        'The market overview, stock factor and firmographic pages, social sentiment, scans, strategies, calendar and watchlist are information tools. Market data comes from stock exchanges and licensed data vendors, may be delayed and may contain errors. Information on these screens is not a recommendation to you unless your Adviser gives it to you as advice after assessing your risk profile.',
      ),
      ul(
        'Where the Platform shows how a strategy or model portfolio would have performed in the past, the figures are calculated on stated assumptions, may not reflect all costs and taxes, and are not a promise or an indication of future returns.',
        'Social sentiment is gathered automatically from public sources and can be inaccurate or manipulated.',
        'Goal projections use assumed rates of return and inflation. They are estimates to help you plan, not forecasts.',
        'Nothing on the Platform is tax or legal advice unless we say so expressly.',
      ),
    ],
  },
  {
    id: 'adviser-users',
    heading: 'Terms for advisers using the Platform',
    blocks: [
      p('If you use the Platform as an Adviser User, you also agree that:'),
      ul(
        'you, or the Adviser you act for, hold and maintain a valid SEBI investment adviser registration and the NISM certifications the IA Regulations require, and you will tell us at once if any of them is suspended, cancelled or lapses;',
        'you follow the SEBI (Investment Advisers) Regulations, 2013 and SEBI’s circulars, including on risk profiling, suitability, disclosures, record keeping, fee limits, segregation of advice and distribution, and advertisements;',
        'you give advice only to clients whose KYC, risk profile and Advisory Agreement are complete, and you remain responsible for the suitability of every target portfolio and recommendation you send;',
        'you use investor data only to serve that investor under their consent and Advisory Agreement, keep it confidential, and do not export or copy it outside the Platform except as the law or your records obligations require;',
        'for leads and contacts you add to the CRM, you have a lawful basis and any consent needed, honour opt-outs, and follow the Telecom Commercial Communications Customer Preference Regulations, 2018 for calls and SMS; and',
        'you never promise returns, share tips in groups, or contact people who have not asked to hear from you.',
      ),
      p(
        'We may review Adviser User activity for compliance and suspend access where we believe the law or these Terms are being broken.',
      ),
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    blocks: [
      p('You must not:'),
      ul(
        'break any law, or use the Platform for fraud, money laundering or any purpose SEBI’s rules forbid;',
        'impersonate anyone, give false information, or use another person’s account;',
        'scrape, crawl or access the Platform by automated means, except through interfaces we publish for that purpose;',
        'probe, disrupt or bypass the Platform’s security, introduce malicious code, or overload our systems;',
        'use the Platform to manipulate prices, spread market rumours, or deal on unpublished price-sensitive information, contrary to the SEBI (Prohibition of Fraudulent and Unfair Trade Practices relating to Securities Market) Regulations, 2003 or the SEBI (Prohibition of Insider Trading) Regulations, 2015;',
        'republish or redistribute market data, advice or content from the Platform; or',
        'offer investment advice to others through the Platform unless you are a registered Adviser User.',
      ),
      p(
        'Unauthorised access to or damage of computer systems is an offence under sections 43 and 66 of the Information Technology Act, 2000. We may suspend accounts involved and report them to the authorities.',
      ),
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    blocks: [
      p(
        `The Platform, its software, design, text, scores, models and the ${company.brandName} name and logo belong to ${company.legalName} or its licensors. We license the app to you under our `,
        docLink('eula'),
        '. Information you enter stays yours; you allow us to use it only to provide and improve the services, as our ',
        docLink('privacypolicy'),
        ' describes.',
      ),
    ],
  },
  {
    id: 'privacy-and-communications',
    heading: 'Privacy and communications',
    blocks: [
      p(
        'We process your personal data as our ',
        docLink('privacypolicy'),
        ' explains, under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.',
      ),
      p(
        'You agree to receive notices, advice, invoices and other communications electronically, in the app, by email or by SMS, at the contact details on your account. Keep them up to date. Messages about your account, advice and security are part of the service; you can opt out of marketing messages at any time.',
      ),
    ],
  },
];
