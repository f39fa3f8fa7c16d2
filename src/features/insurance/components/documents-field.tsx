import { Button, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '@/ui/form-alert';
import { HintAndError } from '@/ui/plain-field';
import { useInsuranceDocuments } from '../api/documents-get';
import { DOCUMENTS_MAX } from '../model/contract';
import { documentLabel } from '../model/policy-document';
import { PolicyDocumentUpload } from './policy-document-upload';

// The investor's uploaded documents, to attach to a policy (issue 18: "documents"), and a way to
// upload the policy's own document, ticked once it lands. An id the policy holds that is no
// longer among the current uploads stays listed, so it can be removed.

interface DocumentsFieldProps {
  idPrefix: string;
  documentIds: string[];
  error?: string | undefined;
  onChange: (documentIds: string[]) => void;
  /** A document just uploaded, to tick (the latest ticks, not those when the upload began). */
  onAdd: (documentId: string) => void;
}

export function DocumentsField(props: DocumentsFieldProps) {
  const { idPrefix, documentIds, error, onChange, onAdd } = props;
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
    ...documents.map((document) => ({
      documentId: document.documentId,
      label: documentLabel(document),
    })),
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
          You have no uploaded documents to attach yet: upload the policy schedule below.
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
      <PolicyDocumentUpload
        idPrefix={id}
        full={documentIds.length >= DOCUMENTS_MAX}
        onUploaded={onAdd}
      />
      <HintAndError id={id} error={error} />
    </chakra.fieldset>
  );
}
