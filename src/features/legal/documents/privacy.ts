import { company } from '../company';
import { legalPages } from '../legal-pages';
import type { LegalDocument } from '../model';
import { privacyPart1 } from './privacy-part-1';
import { privacyPart2 } from './privacy-part-2';
import { privacyPart3 } from './privacy-part-3';
import { changesSection, contactSection } from './shared';

const slug = 'privacypolicy';

export const privacyDocument: LegalDocument = {
  title: legalPages[slug].title,
  slug,
  summary: `How ${company.legalName} collects, uses, shares and protects your personal data, and the rights you have under the Digital Personal Data Protection Act, 2023.`,
  ...company.documents[slug],
  sections: [
    ...privacyPart1,
    ...privacyPart2,
    ...privacyPart3,
    changesSection('this Privacy Policy'),
    contactSection(),
  ],
};
