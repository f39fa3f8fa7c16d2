import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { legalPages } from '../legal-pages';
import type { LegalDocument, LegalSlug } from '../model';
import type { LegalDocumentBody } from './legal-document-body';

// Issue 19 (public pages within 180 KiB gzip on a first visit): a document's text is 3-8 KiB
// gzip of JavaScript and its renderer about 4 more. Both load as their own chunks once the frame
// (title, Print) is on screen. The service worker precaches every chunk of the build, so the
// pages still open offline; the text renders as the same headings, lists and landmarks as before.

/** Imports one document's text, e.g. `() => import('../documents/terms').then((m) => m.termsDocument)`. */
export type LoadLegalDocument = () => Promise<LegalDocument>;

interface Loaded {
  doc: LegalDocument;
  Body: typeof LegalDocumentBody;
}

// Kept for the page load: a second visit renders at once, so the router can restore its scroll.
const loadedBySlug = new Map<LegalSlug, Loaded>();

function loadDocument(slug: LegalSlug, load: LoadLegalDocument): Promise<Loaded> {
  return Promise.all([import('./legal-document-body'), load()]).then(([module, doc]) => {
    const loaded = { doc, Body: module.LegalDocumentBody };
    loadedBySlug.set(slug, loaded);
    return loaded;
  });
}

function useLegalDocument(slug: LegalSlug, load: LoadLegalDocument) {
  const [result, setResult] = useState<Loaded | 'failed' | null>(
    () => loadedBySlug.get(slug) ?? null,
  );
  const arrivedLate = useRef(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loadedBySlug.has(slug)) return;
    let live = true;
    loadDocument(slug, load).then(
      (loaded) => {
        if (!live) return;
        arrivedLate.current = true;
        setResult(loaded);
      },
      () => {
        if (live) setResult('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [slug, load, attempt]);

  // A link to a section (`/privacypolicy#your-rights`) arrived before its heading existed.
  useEffect(() => {
    if (!arrivedLate.current || typeof result !== 'object' || !result) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [result]);

  const retry = () => {
    setResult(null);
    setAttempt((count) => count + 1);
  };
  return { result, retry };
}

// Printed pages: black on white whatever the colour mode, and headings kept with their text.
const printCss = {
  '@media print': {
    background: 'white',
    '& *': { color: 'black !important', background: 'transparent !important' },
    '& h2': { breakAfter: 'avoid' },
    '& li, & p': { breakInside: 'avoid' },
  },
};

interface LegalDocumentPageProps {
  slug: LegalSlug;
  load: LoadLegalDocument;
}

/** One legal page: its frame at once, then the document (LegalDocumentBody) once loaded. */
export function LegalDocumentPage({ slug, load }: LegalDocumentPageProps) {
  const { result, retry } = useLegalDocument(slug, load);
  const loaded = typeof result === 'object' ? result : null;
  return (
    <Box css={printCss}>
      <PageFrame
        title={legalPages[slug].title}
        description={loaded?.doc.summary}
        actions={
          <Button
            size="sm"
            variant="outline"
            disabled={!loaded}
            onClick={() => window.print()}
            _print={{ display: 'none' }}
          >
            Print
          </Button>
        }
      >
        {loaded ? (
          <loaded.Body doc={loaded.doc} />
        ) : result === 'failed' ? (
          <ScreenEmptyState
            title="This document could not load"
            description="Check your connection, then try again."
          >
            <Button onClick={retry}>Try again</Button>
          </ScreenEmptyState>
        ) : (
          <Box minH="60vh" aria-busy="true">
            <Text role="status" color="fg.muted">
              Loading the document…
            </Text>
          </Box>
        )}
      </PageFrame>
    </Box>
  );
}
