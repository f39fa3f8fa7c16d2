import { company } from '../company';
import { legalPages } from '../legal-pages';
import type { LegalDocument } from '../model';
import { refundPart1 } from './refund-part-1';
import { refundPart2 } from './refund-part-2';
import { changesSection, contactSection, governingLawSection, grievanceSection } from './shared';

const slug = 'cancellationandrefundpolicy';

export const refundDocument: LegalDocument = {
  title: legalPages[slug].title,
  slug,
  summary:
    'How to cancel the investment advisory service, and how we refund fees paid in advance: pro-rata for the unexpired period, with no breakage fee.',
  ...company.documents[slug],
  sections: [
    ...refundPart1,
    ...refundPart2,
    grievanceSection(),
    governingLawSection('this Policy'),
    changesSection('this Policy'),
    contactSection(),
  ],
};
