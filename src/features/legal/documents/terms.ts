import { company } from '../company';
import { legalPages } from '../legal-pages';
import type { LegalDocument } from '../model';
import { changesSection, contactSection, governingLawSection, grievanceSection } from './shared';
import { termsPart1 } from './terms-part-1';
import { termsPart2 } from './terms-part-2';
import { termsGeneral, termsPart3 } from './terms-part-3';

const slug = 'terms-and-conditions';

export const termsDocument: LegalDocument = {
  title: legalPages[slug].title,
  slug,
  summary: `The terms on which ${company.legalName}, a SEBI-registered investment adviser, offers the ${company.brandName} app to investors and advisers.`,
  ...company.documents[slug],
  sections: [
    ...termsPart1,
    ...termsPart2,
    ...termsPart3,
    grievanceSection(),
    governingLawSection('these Terms'),
    changesSection('these Terms'),
    termsGeneral,
    contactSection(),
  ],
};
