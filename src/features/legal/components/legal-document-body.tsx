import { Box, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { company } from '../company';
import { legalPages, legalSlugs } from '../legal-pages';
import { formatLegalDate, type LegalDocument, type LegalSection } from '../model';
import { LegalBlockView } from './legal-blocks';

/** Id of the contents heading; section links jump back to it on phones. */
export const CONTENTS_ID = 'contents';

const hideInPrint = { display: 'none' } as const;

/**
 * A legal document's body: effective date and version, a table of contents with in-page anchors,
 * the numbered sections, and links to the other legal documents. Loaded after the page's frame
 * (legal-document.tsx) with the document's text.
 */
export function LegalDocumentBody({ doc }: { doc: LegalDocument }) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 70ch) minmax(14rem, 1fr)' }}
      columnGap="12"
      rowGap="8"
      _print={{ display: 'block', '& > * + *': { mt: '6' } }}
    >
      <DocumentMeta doc={doc} />
      <TableOfContents sections={doc.sections} />
      <Stack as="article" gap="10" maxW="70ch" gridColumn={{ lg: '1' }}>
        {doc.sections.map((section, index) => (
          <SectionView key={section.id} section={section} number={index + 1} />
        ))}
      </Stack>
      <RelatedDocuments doc={doc} />
    </Grid>
  );
}

function DocumentMeta({ doc }: { doc: LegalDocument }) {
  return (
    <Stack
      gap="1"
      maxW="70ch"
      gridColumn={{ lg: '1' }}
      py="3"
      borderTopWidth="1px"
      borderBottomWidth="1px"
      color="fg.muted"
    >
      <Text fontSize="sm">
        Effective <time dateTime={doc.effectiveDate}>{formatLegalDate(doc.effectiveDate)}</time> ·
        Version {doc.version}
      </Text>
      <Text fontSize="sm">
        {company.legalName} · SEBI Registered Investment Adviser {company.sebi.registrationNumber}
      </Text>
    </Stack>
  );
}

function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Box
      as="nav"
      aria-labelledby={CONTENTS_ID}
      gridColumn={{ lg: '2' }}
      gridRow={{ lg: '1 / span 3' }}
      _print={hideInPrint}
    >
      <Box
        position={{ lg: 'sticky' }}
        top="4"
        maxH={{ lg: 'calc(100dvh - 2rem)' }}
        overflowY={{ lg: 'auto' }}
        p="4"
        borderWidth="1px"
        borderRadius="l2"
        bg="bg.subtle"
      >
        <Heading as="h2" id={CONTENTS_ID} size="sm" mb="3" scrollMarginTop="4">
          Contents
        </Heading>
        <List.Root as="ol" variant="plain" gap="1.5" fontSize="sm">
          {sections.map((section, index) => (
            <List.Item key={section.id}>
              <Link href={`#${section.id}`} variant="plain" display="inline">
                {index + 1}. {section.heading}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Box>
  );
}

function SectionView({ section, number }: { section: LegalSection; number: number }) {
  return (
    <Stack as="section" gap="4">
      <Heading as="h2" id={section.id} size={{ base: 'lg', md: 'xl' }} scrollMarginTop="4">
        {number}. {section.heading}
      </Heading>
      {section.blocks.map((block, index) => (
        <LegalBlockView key={index} block={block} />
      ))}
      <Link
        href={`#${CONTENTS_ID}`}
        variant="plain"
        fontSize="sm"
        alignSelf="flex-start"
        hideFrom="lg"
        _print={hideInPrint}
      >
        Back to contents
      </Link>
    </Stack>
  );
}

function RelatedDocuments({ doc }: { doc: LegalDocument }) {
  const others = legalSlugs.filter((slug) => slug !== doc.slug);
  return (
    <Box
      as="nav"
      aria-labelledby="related-documents"
      maxW="70ch"
      gridColumn={{ lg: '1' }}
      pt="6"
      borderTopWidth="1px"
      _print={hideInPrint}
    >
      <Heading as="h2" id="related-documents" size="md" mb="3">
        Related documents
      </Heading>
      <List.Root variant="plain" gap="2">
        {others.map((slug) => (
          <List.Item key={slug}>
            <Link href={legalPages[slug].path} variant="underline">
              {legalPages[slug].title}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
