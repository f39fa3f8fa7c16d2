import { company } from '../company';
import type { LegalSection } from '../model';
import { sebiLinks } from '../regulatory';
import { docLink, link, p, strong, ul } from './blocks';
import { companyFacts, marketRiskNotice, registrationDisclaimer, registrationLine } from './shared';

/** Terms and Conditions, sections 1 to 7: who we are, accounts, KYC, advice and brokers. */
export const termsPart1: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    heading: 'About these terms',
    blocks: [
      p(
        `These Terms and Conditions (the “Terms”) govern your access to and use of the ${company.brandName} app, website and related services (together, the “Platform”), operated by ${company.legalName} (“${company.brandName}”, “we”, “us” or “our”). By creating an account or using the Platform you agree to these Terms and to our `,
        docLink('privacypolicy'),
        ', ',
        docLink('eula'),
        ' and ',
        docLink('cancellationandrefundpolicy'),
        ', which form part of them.',
      ),
      p(
        'These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it, and need no physical or digital signature. They form a contract under the Indian Contract Act, 1872.',
      ),
      p(
        'If you take our investment advisory service, you also enter into an investment advisory agreement with your Adviser, which includes the Most Important Terms and Conditions (MITC) specified by SEBI. Where these Terms and that agreement differ on the advisory service, the agreement prevails.',
      ),
      p('If you do not agree to these Terms, please do not use the Platform.'),
    ],
  },
  {
    id: 'who-we-are',
    heading: 'Who we are',
    blocks: [
      p(...registrationLine()),
      companyFacts(),
      p(
        'You can verify our registration on the SEBI website, ',
        link(sebiLinks.sebi, sebiLinks.sebi),
        ', under the list of registered investment advisers.',
      ),
      registrationDisclaimer(),
      marketRiskNotice(),
    ],
  },
  {
    id: 'definitions',
    heading: 'Definitions',
    blocks: [
      ul(
        [
          strong('Adviser: '),
          `${company.legalName} acting as a SEBI-registered investment adviser, through its principal officer and the persons associated with investment advice who hold the NISM certifications SEBI requires; or an independent SEBI-registered investment adviser who uses the Platform to serve their own clients (a “Partner Adviser”), whose name and registration number the app shows before you engage them.`,
        ],
        [
          strong('Advisory Agreement: '),
          'the investment advisory agreement between you and your Adviser, including the MITC.',
        ],
        [
          strong('Broker: '),
          'a stock broker registered with SEBI with whom you hold a trading account that you choose to link to the Platform.',
        ],
        [
          strong('Investor: '),
          'a person who uses the Platform to receive investment advice, set goals, build baskets and view holdings.',
        ],
        [
          strong('Adviser User: '),
          'an individual who uses the Platform on behalf of an Adviser to serve that Adviser’s clients.',
        ],
        [
          strong('Family of client: '),
          'as defined in the SEBI (Investment Advisers) Regulations, 2013: an individual client, dependent spouse, dependent children and dependent parents.',
        ],
        [
          strong('Personal data: '),
          'as defined in the Digital Personal Data Protection Act, 2023.',
        ],
      ),
    ],
  },
  {
    id: 'eligibility-and-account',
    heading: 'Eligibility and your account',
    blocks: [
      p('To use the Platform you must:'),
      ul(
        'be at least 18 years old and competent to contract under the Indian Contract Act, 1872, or act for a Hindu Undivided Family as its karta, or for a company, firm or trust as its authorised signatory;',
        'not be debarred by SEBI or any other authority from dealing in securities or accessing the securities market;',
        'if you are a non-resident Indian, use the Platform only where we say the service is available to you, and follow the Foreign Exchange Management Act, 1999 and the rules that apply to your Broker account; and',
        'give us information that is true, complete and current, and keep it up to date.',
      ),
      p(
        'You sign in with your email address or mobile number and a password of at least 8 characters. We recommend you turn on multi-factor authentication by SMS or an authenticator app. Keep your credentials secret: you are responsible for activity on your account, and you must tell us at once if you suspect anyone else has used it. For your protection we may ask you to sign in again, for example after your session changes on another device.',
      ),
      p('An account is personal. Do not share it or let anyone else use it.'),
    ],
  },
  {
    id: 'kyc-risk-profile-suitability',
    heading: 'KYC, risk profiling and suitability',
    blocks: [
      p(
        'Before we give you investment advice you must complete Know Your Client (KYC) verification under the Prevention of Money-laundering Act, 2002, the Prevention of Money-laundering (Maintenance of Records) Rules, 2005 and SEBI’s KYC requirements. With your consent we fetch or upload your KYC record through a SEBI-registered KYC Registration Agency (KRA), and may search and download your record from the Central KYC Records Registry (CKYCR) operated by CERSAI. You will need your PAN and the documents the app asks for.',
      ),
      p(
        'We may decline to onboard you, or pause the service, while KYC is incomplete or cannot be verified. We report transactions to the Financial Intelligence Unit – India (FIU-IND) where the law requires.',
      ),
      p(
        'Under Regulation 16 of the SEBI (Investment Advisers) Regulations, 2013 we assess your risk profile before advising you, using a questionnaire on your age, income, assets, liabilities, investment horizon, experience, goals and your ability and willingness to bear losses. We tell you the result, and you can review it in the app. Please update your answers whenever your circumstances change; we ask you to review them at least once a year.',
      ),
      p(
        'Under Regulation 17 we give you only advice that is suitable for your risk profile. The quality of our advice depends on the information you give us, so you agree to share relevant details of your income, investments and liabilities. If you choose to invest outside your risk profile or against our advice, you do so on your own decision and at your own risk.',
      ),
    ],
  },
  {
    id: 'advisory-services',
    heading: 'Our investment advisory services',
    blocks: [
      p(
        'We act in a fiduciary capacity towards our advisory clients and disclose any conflict of interest as soon as it arises. Our advice is on securities and other products regulated by SEBI. If we ever comment on a product that SEBI does not regulate, such as insurance or bank deposits, we tell you so: SEBI’s grievance mechanisms do not cover such products, and insurance complaints go to the insurer and then to IRDAI’s Bima Bharosa portal, ',
        link(sebiLinks.bimaBharosa, sebiLinks.bimaBharosa),
        '.',
      ),
      ul(
        'Advice and distribution are kept apart as Regulation 22 requires: neither we nor our group entities provide distribution services to you while you are our advisory client, and we recommend direct plans of mutual funds, which carry no distributor commission.',
        'We receive no commission, referral fee or other consideration from any product issuer, Broker or other person in respect of the securities or products we advise you on. Our only income from you is the advisory fee you agree to.',
        'You are free to act on our advice through any Broker or channel you choose, or not at all. We charge nothing for implementation, and we never carry out a transaction for you without your specific consent to it.',
        'We never accept your money or securities into our accounts, except fees for our advisory service.',
        'We do not offer, and nobody associated with us may promise, assured, guaranteed or fixed returns. If anyone does, please report it to our Compliance Officer.',
        'Some scores, screens and suggestions on the Platform are produced with quantitative models and artificial intelligence tools. Where such tools are used in the advice you receive we disclose it, and we remain fully responsible for that advice, for the security and confidentiality of your data and for compliance with the law.',
        'We keep records of your risk profile, the advice we give and its rationale for at least five years, as Regulation 19 requires.',
      ),
      p(
        'Where your Adviser is a Partner Adviser, that Partner Adviser advises you under its own SEBI registration and its own Advisory Agreement with you, and is responsible for that advice and its fees. We provide the Platform to the Partner Adviser, and we will pass on any complaint about its service that you send us.',
      ),
    ],
  },
  {
    id: 'broker-linking-and-orders',
    heading: 'Linking your broker and placing orders',
    blocks: [
      p(
        'You may link a trading account with your Broker so that the Platform can show your holdings and trade history and send orders that you approve. You sign in on the Broker’s own page to authorise the link: we never see or store your Broker password or PIN. The Broker gives us an access token, valid for as long as the Broker allows, which you can revoke at any time in the app or with your Broker.',
      ),
      ul(
        [
          strong('We do not hold your funds or securities. '),
          'Your money stays with your bank and Broker, and your securities in your demat account with your depository participant. We are not a stock broker, depository participant or clearing member.',
        ],
        'An order or basket goes to your Broker only after you confirm it in the app. We do not place orders automatically on your account.',
        'Your Broker executes orders under its own terms, its risk management, margin requirements and the rules of the exchanges. We do not guarantee that an order will be accepted or executed, or at what price or time.',
        'Your Broker’s contract notes and statements, and the consolidated account statement from the depositories, are the authoritative record of your trades and holdings. Data shown on the Platform comes from your Broker and market data providers and may be delayed or incomplete.',
        'Complaints about execution, margins or your Broker account go to your Broker and, if unresolved, to the stock exchange’s investor grievance mechanism or SCORES.',
      ),
    ],
  },
];
