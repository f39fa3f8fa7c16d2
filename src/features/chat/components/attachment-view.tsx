import { Button, chakra, HStack, Image, Skeleton, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveFile } from '@/ui/save-file';
import { attachmentQueryOptions, useAttachment } from '../api/attachment-file';
import type { TimelineEntry } from '../model/timeline';
import { openFile, useDataUrl } from '@/ui/file-data-url';

// An attached document in a message: an image as a thumbnail (fetched with the id token and
// shown as a data: URL) that opens full size, a PDF as a button that downloads it. A message still waiting on
// the device names its document only by its id, so it says "Attached document".

type Attachment = NonNullable<TimelineEntry['attachment']>;

function ImageAttachment({ threadId, attachment }: { threadId: string; attachment: Attachment }) {
  const file = useAttachment(threadId, attachment.documentId, true);
  const url = useDataUrl(file.data);
  const name = attachment.name ?? 'Attached image';
  if (file.isError) return <Text textStyle="sm">{name} (could not be loaded)</Text>;
  if (!url || !file.data) return <Skeleton h="8rem" w="10rem" borderRadius="l2" />;
  const blob = file.data;
  return (
    <chakra.button
      type="button"
      display="block"
      cursor="zoom-in"
      focusRing="outside"
      borderRadius="l2"
      aria-label={`Open ${name}`}
      onClick={() => openFile(blob)}
    >
      <Image src={url} alt={name} maxH="12rem" maxW="100%" borderRadius="l2" />
    </chakra.button>
  );
}

function FileAttachment({ threadId, attachment }: { threadId: string; attachment: Attachment }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const name = attachment.name ?? 'Attached document';
  const download = () => {
    setState('loading');
    queryClient
      .fetchQuery(attachmentQueryOptions(threadId, attachment.documentId))
      .then((blob) => {
        saveFile(blob, name);
        setState('idle');
      })
      .catch(() => setState('failed'));
  };
  return (
    <HStack gap={2} flexWrap="wrap">
      <Button size="xs" variant="outline" onClick={download} loading={state === 'loading'}>
        📄 {name}
      </Button>
      {state === 'failed' ? (
        <Text textStyle="xs" color="red.fg" role="alert">
          Could not download it. Try again when online.
        </Text>
      ) : null}
    </HStack>
  );
}

export function AttachmentView({
  threadId,
  attachment,
  waiting,
}: {
  threadId: string;
  attachment: Attachment;
  /** Still on the device: the server has not named it yet. */
  waiting: boolean;
}) {
  if (waiting || attachment.contentType === null) {
    return <Text textStyle="sm">📎 {attachment.name ?? 'Attached document'}</Text>;
  }
  return attachment.contentType.startsWith('image/') ? (
    <ImageAttachment threadId={threadId} attachment={attachment} />
  ) : (
    <FileAttachment threadId={threadId} attachment={attachment} />
  );
}
