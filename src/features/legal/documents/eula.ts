import { company } from '../company';
import { legalPages } from '../legal-pages';
import type { LegalDocument } from '../model';
import { eulaPart1 } from './eula-part-1';
import { eulaPart2 } from './eula-part-2';
import { changesSection, contactSection, governingLawSection } from './shared';

const slug = 'eula';

export const eulaDocument: LegalDocument = {
  title: legalPages[slug].title,
  slug,
  summary: `The licence under which ${company.legalName} lets you install and use the ${company.brandName} app, and the rules for using it.`,
  ...company.documents[slug],
  sections: [
    ...eulaPart1,
    ...eulaPart2,
    governingLawSection('this Agreement'),
    changesSection('this Agreement'),
    contactSection(),
  ],
};
