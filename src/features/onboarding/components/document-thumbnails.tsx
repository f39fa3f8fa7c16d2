import { Box, chakra, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { useDocumentFile } from '../api/document-file';
import { DOCUMENT_KINDS, useDocuments, type DocumentView } from '../api/document-list';
import { DOCUMENT_NAMES } from '../api/document-upload';
import { openFile, useDataUrl } from '@/ui/file-data-url';
import { formatDocumentDate, formatDocumentSize } from './document-format';

interface DocumentThumbnailsProps {
  /** An adviser's client; the signed-in investor's own documents when omitted. */
  investorId?: string;
}

/** The current PAN card and address proof as small pictures that open the full file. */
export function DocumentThumbnails({ investorId }: DocumentThumbnailsProps) {
  return (
    <QueryState query={useDocuments(investorId)} loadingHeight="40">
      {({ data, cache, cachedAt }) => (
        <Stack gap={2}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2 }}
            gap={4}
            data-testid="document-thumbnails"
          >
            {DOCUMENT_KINDS.map((kind) => {
              const document = data.documents.find((candidate) => candidate.kind === kind);
              return (
                <Box as="li" key={kind}>
                  {document ? (
                    <DocumentThumbnail document={document} />
                  ) : (
                    <Missing name={DOCUMENT_NAMES[kind]} own={investorId === undefined} />
                  )}
                </Box>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

function Missing({ name, own }: { name: string; own: boolean }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p={4} bg="bg.subtle">
      <Text fontWeight="medium">{name}</Text>
      <Text color="fg.muted" fontSize="sm">
        {own ? 'Not uploaded yet.' : 'Not uploaded by the client yet.'}
      </Text>
    </Box>
  );
}

export function DocumentThumbnail({ document }: { document: DocumentView }) {
  const file = useDocumentFile(document.documentId);
  const isPdf = document.contentType === 'application/pdf';
  const picture = useDataUrl(isPdf ? null : file.data);
  const name = DOCUMENT_NAMES[document.kind];
  const date = formatDocumentDate(document.uploadedAt);
  const ready = file.data !== undefined && (isPdf || picture !== null);
  return (
    <Stack gap={1}>
      <Box
        aspectRatio={85.6 / 54}
        borderWidth="1px"
        borderRadius="l3"
        overflow="hidden"
        bg="bg.muted"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {file.isError ? (
          <Text color="fg.muted" fontSize="sm" px={3} textAlign="center">
            The file could not be loaded. Check your connection.
          </Text>
        ) : !ready || !file.data ? (
          <Skeleton w="full" h="full" />
        ) : (
          <chakra.button
            type="button"
            onClick={() => file.data && openFile(file.data)}
            display="block"
            w="full"
            h="full"
            cursor="pointer"
            focusRing="outside"
            aria-label={`Open the ${name}${isPdf ? ' (PDF)' : ''}, uploaded ${date}`}
          >
            {isPdf || !picture ? (
              <Text as="span" fontWeight="semibold">
                PDF · open
              </Text>
            ) : (
              <chakra.img src={picture} alt="" w="full" h="full" objectFit="cover" />
            )}
          </chakra.button>
        )}
      </Box>
      <Text fontWeight="medium">{name}</Text>
      <Text color="fg.muted" fontSize="sm">
        Uploaded <time dateTime={document.uploadedAt}>{date}</time> ·{' '}
        {formatDocumentSize(document.bytes)}
      </Text>
    </Stack>
  );
}
