import {
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, useState } from 'react';
import { CompressError, NOT_READABLE, prepareUpload } from '@/ui/compress-image';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { DataError } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import {
  documentName,
  useAttachableDocuments,
  type AttachableDocument,
} from '../api/attachable-documents';
import { attachmentProblem, needsReencoding } from '../model/attachment-file';
import { CHAT_ATTACHMENT_TYPES } from '../model/contract';

// Chooses the file a message carries: a photo or PDF from the device (checked here for its type
// and size, uploaded when the message goes), or one of the thread's investor's documents
// uploaded during onboarding (the investor sees their own, the adviser their client's).

export interface AttachmentPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client's sub for the adviser; none for the investor's own documents. */
  investorSub: string | undefined;
  onPick: (document: AttachableDocument) => void;
  onPickFile: (file: File) => void;
}

const ATTACHABLE: readonly string[] = CHAT_ATTACHMENT_TYPES;

const typeName = (contentType: string) => (contentType === 'application/pdf' ? 'PDF' : 'Image');

export function AttachmentPicker(props: AttachmentPickerProps) {
  const { open, onOpenChange, investorSub, onPick, onPickFile } = props;
  const documents = useAttachableDocuments(investorSub, open);
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    let file = chosen;
    if (needsReencoding(chosen)) {
      // A photo is made smaller on the device (a phone camera's is often 3 MB or more) and loses
      // its Exif data (where it was taken) on the way: a JPEG of at most 500 KB.
      setPreparing(true);
      try {
        const jpeg = await prepareUpload(chosen);
        file = new File([jpeg], chosen.name.replace(/\.[^.]*$/, '') + '.jpg', {
          type: 'image/jpeg',
        });
      } catch (error) {
        setProblem(error instanceof CompressError ? error.message : NOT_READABLE);
        return;
      } finally {
        setPreparing(false);
      }
    }
    const why = attachmentProblem(file);
    setProblem(why);
    if (why) return;
    onPickFile(file);
    onOpenChange(false);
  };
  const list = (documents.data?.data.documents ?? []).filter((document) =>
    ATTACHABLE.includes(document.contentType),
  );
  const whose = investorSub === undefined ? 'your' : 'your client’s';
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        setProblem(null);
        onOpenChange(details.open);
      }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} maxW="md">
            <Dialog.Header>
              <Dialog.Title>Attach a file</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                {problem ? <FormAlert status="error" title={problem} /> : null}
                <chakra.input
                  ref={fileInput}
                  type="file"
                  accept={CHAT_ATTACHMENT_TYPES.join(',')}
                  srOnly
                  tabIndex={-1}
                  aria-hidden="true"
                  onChange={(event) => {
                    void chooseFile(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <Button
                  colorPalette="purple"
                  loading={preparing}
                  loadingText="Making the photo smaller…"
                  onClick={() => fileInput.current?.click()}
                >
                  Choose a photo or PDF
                </Button>
                <Text textStyle="xs" color="fg.muted">
                  A photo (made smaller on this phone, without where it was taken), a PNG image or a
                  PDF up to 1 MB. It is sent when you send the message.
                </Text>
                <Text textStyle="sm" fontWeight="medium" mt={2}>
                  Or attach one of {whose} documents on the account
                </Text>
                {documents.isPending ? (
                  <Skeleton h="6rem" borderRadius="l2" />
                ) : documents.isError ? (
                  <DataError
                    error={documents.error}
                    onRetry={() => void documents.refetch()}
                    retrying={documents.isFetching}
                  />
                ) : list.length === 0 ? (
                  <Text>
                    No documents yet. Documents uploaded during KYC (the PAN card, an address proof)
                    can be attached here.
                  </Text>
                ) : (
                  <Stack as="ul" listStyleType="none" ps={0} gap={2}>
                    {list.map((document) => (
                      <li key={document.documentId}>
                        <chakra.button
                          type="button"
                          w="full"
                          textAlign="start"
                          p={3}
                          borderWidth="1px"
                          borderRadius="l2"
                          _hover={{ bg: 'bg.muted' }}
                          focusRing="outside"
                          onClick={() => {
                            onPick(document);
                            onOpenChange(false);
                          }}
                        >
                          <HStack justify="space-between" gap={3}>
                            <Text fontWeight="medium">{documentName(document.kind)}</Text>
                            <Text textStyle="xs" color="fg.muted">
                              {typeName(document.contentType)}
                            </Text>
                          </HStack>
                          <Text textStyle="xs" color="fg.muted">
                            Uploaded {formatIndianDateTime(new Date(document.uploadedAt))}
                          </Text>
                        </chakra.button>
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
