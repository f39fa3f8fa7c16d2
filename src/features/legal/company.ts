import type { LegalSlug } from './model';

/*
 * OPERATOR'S DETAILS: CONFIRM EVERY VALUE BEFORE LAUNCH.
 *
 * Every fact about the company that the legal pages show comes from this one module, so the four
 * documents always agree. The values below are format-valid placeholders (CIN, SEBI registration
 * number, phone numbers, the nivesh.example domain): replace each with the value on the
 * certificate of incorporation, the SEBI registration certificate and the IAASB (BSE) records,
 * and have the compliance officer sign off the documents before they go live.
 */

export interface Officer {
  name: string;
  designation: string;
  email: string;
  phone: string;
}

export const company = {
  brandName: 'Nivesh',
  legalName: 'Nivesh Wealth Technologies Private Limited',
  /** Corporate Identity Number: U + NIC code + state + year + PTC + serial. */
  cin: 'U66190KA2024PTC123456',
  registeredOffice: '3rd Floor, 42 Residency Road, Bengaluru, Karnataka 560025, India',
  /** Courts with exclusive jurisdiction: the city of the registered office. */
  jurisdictionCity: 'Bengaluru',
  jurisdictionState: 'Karnataka',
  website: 'https://nivesh.example',
  supportEmail: 'support@nivesh.example',
  supportPhone: '+91 80 0000 0000',
  supportHours: '10:00 to 18:00 IST, Monday to Friday, except public holidays',
  privacyEmail: 'privacy@nivesh.example',

  sebi: {
    registrationType: 'Non-Individual Investment Adviser',
    /** SEBI investment adviser registration: INA followed by nine digits. */
    registrationNumber: 'INA000012345',
    /** Enlistment with BSE Limited as the Investment Adviser Administration and Supervisory Body. */
    iaasbEnlistmentNumber: '1234',
    /** The SEBI office the registration certificate names; head office shown until confirmed. */
    sebiOffice:
      'Securities and Exchange Board of India, SEBI Bhavan, Plot No. C4-A, G Block, Bandra Kurla Complex, Bandra (East), Mumbai 400051',
  },

  /** Validated UPI handle for fee collection (SEBI's @valid framework); shown on payment screens. */
  feeUpiHandle: 'niveshwealth.ia@validhdfc',

  /** Where production data is stored: the app's cloud region (product spec, section 9). */
  dataLocation: 'India (Mumbai cloud region, ap-south-1)',

  principalOfficer: {
    name: 'Arjun Mehta',
    designation: 'Principal Officer',
    email: 'principal.officer@nivesh.example',
    phone: '+91 80 0000 0001',
  } satisfies Officer,
  complianceOfficer: {
    name: 'Kavitha Raghavan',
    designation: 'Compliance Officer',
    email: 'compliance@nivesh.example',
    phone: '+91 80 0000 0002',
  } satisfies Officer,
  /** Grievance Officer for clients (SEBI) and for personal data (IT Rules 2011, DPDP Act 2023). */
  grievanceOfficer: {
    name: 'Sneha Kulkarni',
    designation: 'Grievance Officer',
    email: 'grievance@nivesh.example',
    phone: '+91 80 0000 0003',
  } satisfies Officer,
  customerCareHead: {
    name: 'Rohan Iyer',
    designation: 'Head of Customer Care',
    email: 'care.head@nivesh.example',
    phone: '+91 80 0000 0004',
  } satisfies Officer,

  /** Service commitments the documents promise; each at least as strict as the law requires. */
  commitments: {
    /** SEBI SCORES 2.0 allows 21 calendar days; IT Rules 2011 one month. */
    grievanceResolutionDays: 21,
    /** Requests to access, correct or erase personal data; DPDP Rules 2025 allow up to 90 days. */
    privacyRequestDays: 30,
    /** Days after account closure by which data no law requires us to keep is erased. */
    erasureAfterClosureDays: 90,
    /** Working days from the effective date of termination to initiating a refund. */
    refundInitiationWorkingDays: 7,
    /** Notice before a material change to these documents takes effect. */
    changeNoticeDays: 30,
  },

  /** Effective date and version of each document. Bump both when a document changes. */
  documents: {
    'terms-and-conditions': { effectiveDate: '2026-12-01', version: '1.0' },
    privacypolicy: { effectiveDate: '2026-12-01', version: '1.0' },
    eula: { effectiveDate: '2026-12-01', version: '1.0' },
    cancellationandrefundpolicy: { effectiveDate: '2026-12-01', version: '1.0' },
  } satisfies Record<LegalSlug, { effectiveDate: string; version: string }>,
} as const;
