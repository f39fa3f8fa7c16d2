import { outbox, type SubmitResult } from '@/outbox';
import { attachmentUploadPath, CHAT_ATTACHMENT_KIND } from '../model/attachment-file';

// PUT /api/chat/attachments/{attachmentId}?name=… through the outbox, before the message that
// names it: the file is kept in IndexedDB until it lands (a message typed offline with a photo
// waits with it), under an id made on the device, so a replay stores one file. The outbox sends
// its items in order, so the upload lands before the message.

export interface UploadInput {
  attachmentId: string;
  name: string;
  file: Blob;
}

export const uploadAttachment = ({
  attachmentId,
  name,
  file,
}: UploadInput): Promise<SubmitResult> =>
  outbox.submit({
    kind: CHAT_ATTACHMENT_KIND,
    label: `Attachment: ${name}`,
    replay: 'silent',
    method: 'PUT',
    path: attachmentUploadPath(attachmentId, name),
    body: file,
  });
