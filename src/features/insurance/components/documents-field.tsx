import { Button, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { HintAndError } from '@/ui/plain-field';
import { useInsuranceDocuments, type InsuranceDocument } from '../api/documents-get';
import { DOCUMENTS_MAX } from '../model/contract';

// The investor's uploaded documents, to attach to a policy (issue 18: "documents"). An id the
// policy holds that is no longer among the current uploads stays listed, so it can be removed.

const KIND_LABELS: Record<string, string> = { pan: 'PAN card', address: 'Address proof' };

const labelOf = (document: InsuranceDocument) =>
  `${KIND_LABELS[document.kind] ?? document.kind}, uploaded ${formatIndianDateTime(new Date(document.uploadedAt))}`;

interface DocumentsFieldProps {
  idPrefix: string;
  documentIds: string[];
  error?: string | undefined;
  onChange: (documentIds: string[]) => void;
}

export function DocumentsField({ idPrefix, documentIds, error, onChange }: DocumentsFieldProps) {
  const query = useInsuranceDocuments();
  const id = `${idPrefix}-documents`;
  const documents = query.data?.data.documents ?? [];
  const listed = new Set(documents.map((document) => document.documentId));
  const earlier = documentIds.filter((documentId) => !listed.has(documentId));
  const toggle = (documentId: string) =>
    onChange(
      documentIds.includes(documentId)
        ? documentIds.filter((one) => one !== documentId)
        : [...documentIds, documentId],
    );
  const options = [
    ...documents.map((document) => ({ documentId: document.documentId, label: labelOf(document) })),
    ...earlier.map((documentId) => ({
      documentId,
      label: 'An earlier document (no longer among your current uploads)',
    })),
  ];
  return (
    <chakra.fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <Text as="legend" fontWeight="medium" textStyle="sm" mb={2}>
        Documents
      </Text>
      {query.isPending ? (
        <HStack>
          <Spinner size="sm" />
          <Text>Loading your documents…</Text>
        </HStack>
      ) : query.isError && options.length === 0 ? (
        <FormAlert status="error" title="Your documents could not be loaded">
          <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : options.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          You have no uploaded documents to attach yet.
        </Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none" ps={0}>
          {options.map((option) => {
            const checked = documentIds.includes(option.documentId);
            return (
              <li key={option.documentId}>
                <chakra.label display="flex" gap={2} alignItems="center" cursor="pointer">
                  <chakra.input
                    type="checkbox"
                    w="5"
                    h="5"
                    flexShrink={0}
                    accentColor="purple.600"
                    checked={checked}
                    disabled={!checked && documentIds.length >= DOCUMENTS_MAX}
                    onChange={() => toggle(option.documentId)}
                  />
                  <Text as="span">{option.label}</Text>
                </chakra.label>
              </li>
            );
          })}
        </Stack>
      )}
      <HintAndError id={id} error={error} />
    </chakra.fieldset>
  );
}
