import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@/features/legal/company';
import { CancellationRefundPage } from '@/features/legal/components/cancellation-refund-page';
import { EulaPage } from '@/features/legal/components/eula-page';
import { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page';
import { TermsPage } from '@/features/legal/components/terms-page';
import { eulaDocument } from '@/features/legal/documents/eula';
import { privacyDocument } from '@/features/legal/documents/privacy';
import { refundDocument } from '@/features/legal/documents/refund';
import { termsDocument } from '@/features/legal/documents/terms';
import { legalPages } from '@/features/legal/legal-pages';
import type { LegalDocument } from '@/features/legal/model';
import { system } from '@/ui/theme/system';

// Not relying on tests/unit/setup.ts: clean up here so each render starts from an empty body.
afterEach(cleanup);

// The document's text loads after the page's frame (issue 19): wait for its table of contents.
async function renderPage(Page: ComponentType) {
  const view = render(
    <ChakraProvider value={system}>
      <Page />
    </ChakraProvider>,
  );
  await screen.findByRole('navigation', { name: 'Contents' });
  return view;
}

const pageText = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

const sectionText = (id: string) =>
  document.getElementById(id)?.closest('section')?.textContent?.replace(/\s+/g, ' ') ?? '';

const cases: [string, ComponentType, LegalDocument][] = [
  ['TermsPage', TermsPage, termsDocument],
  ['PrivacyPolicyPage', PrivacyPolicyPage, privacyDocument],
  ['EulaPage', EulaPage, eulaDocument],
  ['CancellationRefundPage', CancellationRefundPage, refundDocument],
];

describe.each(cases)('%s', (_name, Page, doc) => {
  it('has exactly one h1, the document title', async () => {
    await renderPage(Page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe(doc.title);
  });

  it('shows the effective date and version', async () => {
    await renderPage(Page);
    const time = document.querySelector(`time[datetime="${doc.effectiveDate}"]`);
    expect(time?.textContent).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(pageText()).toContain(`Version ${doc.version}`);
  });

  it('has a table of contents whose links match the section headings', async () => {
    await renderPage(Page);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const hrefs = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(doc.sections.map((section) => `#${section.id}`));

    const h2Ids = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.id)
      .filter((id) => hrefs.includes(`#${id}`));
    expect(h2Ids).toHaveLength(doc.sections.length);
    for (const [index, section] of doc.sections.entries()) {
      const heading = document.getElementById(section.id);
      expect(heading?.tagName).toBe('H2');
      expect(heading?.textContent).toBe(`${index + 1}. ${section.heading}`);
    }
  });

  it('links to the other three legal documents', async () => {
    await renderPage(Page);
    const related = screen.getByRole('navigation', { name: 'Related documents' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      Object.values(legalPages)
        .filter((page) => page.title !== doc.title)
        .map((page) => page.path)
        .sort(),
    );
  });
});

describe('Terms and Conditions', () => {
  it('carries the SEBI market-risk statement and registration details', async () => {
    await renderPage(TermsPage);
    expect(pageText()).toContain(
      'Investment in securities market are subject to market risks. Read all the related documents carefully before investing.',
    );
    expect(screen.getByRole('note').textContent).toContain('subject to market risks');
    expect(sectionText('who-we-are')).toContain(company.sebi.registrationNumber);
    expect(sectionText('who-we-are')).toContain(company.cin);
    expect(sectionText('risk-disclosure')).toContain('Advice is not a guarantee.');
  });

  it('states that we hold no funds or securities and orders go through the broker', async () => {
    await renderPage(TermsPage);
    const broker = sectionText('broker-linking-and-orders');
    expect(broker).toContain('We do not hold your funds or securities');
    expect(broker).toMatch(/goes to your Broker only after you confirm it/);
  });

  it('explains grievance redressal through SCORES and SMART ODR, and Bengaluru courts', async () => {
    await renderPage(TermsPage);
    expect(screen.getAllByRole('link', { name: 'https://scores.sebi.gov.in' })).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'https://smartodr.in' })).not.toHaveLength(0);
    expect(sectionText('governing-law')).toContain('courts at Bengaluru, Karnataka');
    expect(sectionText('fees-and-payment')).toContain('₹1,51,000');
    expect(sectionText('fees-and-payment')).toContain('2.5%');
  });
});

describe('Privacy Policy', () => {
  it('names the Grievance Officer with working contact links', async () => {
    await renderPage(PrivacyPolicyPage);
    const section = sectionText('grievance-officer');
    expect(section).toContain(company.grievanceOfficer.name);
    expect(section).toContain('Data Protection Board of India');
    const mail = screen.getAllByRole('link', { name: company.grievanceOfficer.email });
    expect(mail[0]?.getAttribute('href')).toBe(`mailto:${company.grievanceOfficer.email}`);
  });

  it('lists the data principal rights under the DPDP Act', async () => {
    await renderPage(PrivacyPolicyPage);
    const rights = sectionText('your-rights');
    for (const right of [
      'to access information',
      'to correction, completion and updating',
      'to erasure',
      'to withdraw consent',
      'to grievance redressal',
      'to nominate',
    ]) {
      expect(rights).toContain(right);
    }
    expect(pageText()).toContain('Digital Personal Data Protection Act, 2023');
    expect(pageText()).toContain('Sensitive Personal Data or Information) Rules, 2011');
  });
});

describe('Cancellation and Refund Policy', () => {
  it('promises a pro-rata refund without breakage fee, within a stated time', async () => {
    await renderPage(CancellationRefundPage);
    expect(sectionText('pro-rata-refund')).toMatch(
      /refund the fees for the unexpired period on a pro-rata basis/,
    );
    expect(sectionText('pro-rata-refund')).toContain('We charge no breakage fee');
    expect(sectionText('refund-timeline')).toContain(
      `within ${company.commitments.refundInitiationWorkingDays} working days`,
    );
  });

  it('works the example: ₹12,000 + 18% GST for a year, cancelled after 122 days', async () => {
    await renderPage(CancellationRefundPage);
    // 12,000 x 243 / 365 = 7,989.04 and 2,160 x 243 / 365 = 1,438.02, rounded down to the paisa.
    const example = sectionText('pro-rata-refund');
    expect(example).toContain('₹7,989.04');
    expect(example).toContain('₹1,438.02');
    expect(example).toContain('You receive ₹9,427.06');
  });
});

describe('End User Licence Agreement', () => {
  it('grants a limited licence and sets restrictions', async () => {
    await renderPage(EulaPage);
    expect(sectionText('licence-grant')).toContain('non-exclusive, non-transferable');
    expect(sectionText('restrictions')).toContain('Copyright Act, 1957');
  });
});
