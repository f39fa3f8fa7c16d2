import { describe, expect, it } from 'vitest';
import { company } from '@/features/legal/company';
import { eulaDocument } from '@/features/legal/documents/eula';
import { privacyDocument } from '@/features/legal/documents/privacy';
import { refundDocument } from '@/features/legal/documents/refund';
import { termsDocument } from '@/features/legal/documents/terms';
import { legalPages } from '@/features/legal/legal-pages';
import type { Inline, LegalDocument, RichText } from '@/features/legal/model';

const documents: LegalDocument[] = [termsDocument, privacyDocument, eulaDocument, refundDocument];

const runs = (text: RichText): Inline[] => (typeof text === 'string' ? [text] : [...text]);

function allRuns(doc: LegalDocument): Inline[] {
  return doc.sections.flatMap((section) =>
    section.blocks.flatMap((block) => {
      switch (block.type) {
        case 'paragraph':
          return runs(block.text);
        case 'list':
          return block.items.flatMap(runs);
        case 'notice':
          return [block.title, ...runs(block.text)];
      }
    }),
  );
}

const plainText = (doc: LegalDocument) =>
  [doc.title, doc.summary, ...doc.sections.map((s) => s.heading)]
    .concat(allRuns(doc).map((run) => (typeof run === 'string' ? run : run.text)))
    .join(' ');

const links = (doc: LegalDocument) =>
  allRuns(doc).flatMap((run) => (typeof run !== 'string' && 'href' in run ? [run.href] : []));

describe.each(documents.map((doc) => [doc.slug, doc] as const))('%s', (slug, doc) => {
  it('takes its title, path, date and version from the shared modules', () => {
    expect(doc.title).toBe(legalPages[slug].title);
    expect(doc.effectiveDate).toBe(company.documents[slug].effectiveDate);
    expect(doc.version).toBe(company.documents[slug].version);
  });

  it('has unique kebab-case section ids that cannot clash with the page chrome', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const reserved of ['main', 'contents', 'related-documents']) {
      expect(ids).not.toContain(reserved);
    }
  });

  it('has no placeholder text and no empty sections', () => {
    const text = plainText(doc);
    expect(text).not.toMatch(/lorem|ipsum|\bTBD\b|\bTODO\b|\bXXX\b|\[insert/i);
    expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
    for (const section of doc.sections) expect(section.blocks.length).toBeGreaterThan(0);
  });

  it('links only to real legal pages, its own sections, our domain or https sites', () => {
    const paths: string[] = Object.values(legalPages).map((page) => page.path);
    const ids = doc.sections.map((s) => s.id);
    for (const href of links(doc)) {
      if (href.startsWith('/')) expect(paths).toContain(href);
      else if (href.startsWith('#')) expect(ids).toContain(href.slice(1));
      else if (href.startsWith('mailto:')) expect(href).toMatch(/@nivesh\.example$/);
      else if (href.startsWith('tel:')) expect(href).toMatch(/^tel:\+91\d{10}$/);
      else expect(href).toMatch(/^https:\/\//);
    }
  });

  it('cross-links to at least one other legal document', () => {
    const others: string[] = Object.values(legalPages)
      .map((page) => page.path)
      .filter((path) => path !== legalPages[slug].path);
    expect(links(doc).some((href) => others.includes(href))).toBe(true);
  });
});

describe('company facts', () => {
  it('are well-formed', () => {
    expect(company.legalName).toBe('Nivesh Wealth Technologies Private Limited');
    expect(company.sebi.registrationNumber).toMatch(/^INA\d{9}$/);
    expect(company.cin).toMatch(/^[LU]\d{5}KA\d{4}PTC\d{6}$/);
    expect(company.registeredOffice).toMatch(/Bengaluru, Karnataka \d{6}/);
    for (const officer of [
      company.grievanceOfficer,
      company.complianceOfficer,
      company.principalOfficer,
      company.customerCareHead,
    ]) {
      expect(officer.email).toMatch(/^[a-z.]+@nivesh\.example$/);
      expect(officer.phone.replace(/\s/g, '')).toMatch(/^\+91\d{10}$/);
    }
    for (const { effectiveDate, version } of Object.values(company.documents)) {
      expect(effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(effectiveDate))).toBe(false);
      expect(version).toMatch(/^\d+\.\d+$/);
    }
  });
});
