import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LegalDocumentPage,
  type LoadLegalDocument,
} from '@/features/legal/components/legal-document';
import { legalPages } from '@/features/legal/legal-pages';
import type { LegalDocument, LegalSlug } from '@/features/legal/model';
import { system } from '@/ui/theme/system';

// Issue 19: a legal page shows its frame at once and its text once the text's chunk has loaded.
// Each test uses its own slug: a loaded document is kept for the page load.

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const documentFor = (slug: LegalSlug): LegalDocument => ({
  title: legalPages[slug].title,
  slug,
  summary: `What the ${legalPages[slug].title} covers.`,
  effectiveDate: '2026-04-01',
  version: '1.0',
  sections: [
    { id: 'first', heading: 'First', blocks: [{ type: 'paragraph', text: 'First text.' }] },
    { id: 'second', heading: 'Second', blocks: [{ type: 'paragraph', text: 'Second text.' }] },
  ],
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const renderPage = (slug: LegalSlug, load: LoadLegalDocument) =>
  render(
    <ChakraProvider value={system}>
      <LegalDocumentPage slug={slug} load={load} />
    </ChakraProvider>,
  );

describe('LegalDocumentPage', () => {
  it('shows the title at once, says the text is loading, then shows the text', async () => {
    const text = deferred<LegalDocument>();
    renderPage('eula', () => text.promise);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(legalPages.eula.title);
    expect(screen.getByRole('status').textContent).toBe('Loading the document…');
    expect(screen.getByRole('button', { name: 'Print' })).toHaveProperty('disabled', true);

    text.resolve(documentFor('eula'));
    expect(await screen.findByRole('heading', { level: 2, name: '1. First' })).toBeTruthy();
    expect(screen.getByText('What the End User Licence Agreement covers.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveProperty('disabled', false);
  });

  it('renders a document already loaded in this page load at once', () => {
    const load = vi.fn<LoadLegalDocument>();
    renderPage('eula', load);
    expect(screen.getByRole('heading', { level: 2, name: '2. Second' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('says so when the text cannot load, and tries again on request', async () => {
    const load = vi
      .fn<LoadLegalDocument>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(documentFor('privacypolicy'));
    renderPage('privacypolicy', load);

    expect(await screen.findByText('This document could not load')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      legalPages.privacypolicy.title,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1. First' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('scrolls to the section a link names once the text has loaded', async () => {
    const scrolled: string[] = [];
    // jsdom does not scroll: record which element was asked to.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this.id);
      },
    });
    try {
      window.location.hash = '#second';
      renderPage('terms-and-conditions', () =>
        Promise.resolve(documentFor('terms-and-conditions')),
      );
      await screen.findByRole('heading', { level: 2, name: '2. Second' });
      expect(scrolled).toEqual(['second']);
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
