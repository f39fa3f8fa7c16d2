import { Box, Button, chakra, CloseButton, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { documentName, type AttachableDocument } from '../api/attachable-documents';
import type { SendInput, SendOutcome } from '../api/message-send';
import { attachmentName } from '../model/attachment-file';
import { CHAT_TEXT_MAX } from '../model/contract';
import type { AttachmentPickerProps } from './attachment-picker';

// Loads the first time it opens (issue 19: Chakra's Dialog is not in the chat's first visit).
const AttachmentPicker = lazyWhenOpen<AttachmentPickerProps>(
  () => import('./attachment-picker').then((m) => m.AttachmentPicker),
  (p) => p.open,
);

// Writing a message: Enter sends, Shift+Enter starts a new line (not while an input method is
// composing a word). The box empties at once: the message shows in the log, with a clock
// until it is sent; a refusal puts the words back with the reason. Messages go one after
// another, in the order written.

export interface ComposerProps {
  /** The other person's name, for the box's label. */
  to: string;
  /** The client's sub, for the adviser's document picker; none for the investor. */
  investorSub: string | undefined;
  onSend: (input: SendInput) => Promise<SendOutcome>;
  /** A key was pressed (the typing indicator). */
  onTyped: () => void;
}

/** An onboarding document, or a file from the device (uploaded when the message goes). */
type Chosen =
  | { kind: 'document'; document: AttachableDocument }
  | { kind: 'file'; attachmentId: string; name: string; file: File };

const chosenName = (chosen: Chosen) =>
  chosen.kind === 'document' ? documentName(chosen.document.kind) : chosen.name;

const HINT_ID = 'chat-composer-hint';
const COUNT_FROM = CHAT_TEXT_MAX - 500;

export function Composer({ to, investorSub, onSend, onTyped }: ComposerProps) {
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Chosen | null>(null);
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  /** Sends in the order written, each after the one before has been kept or sent. */
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const box = useRef<HTMLTextAreaElement>(null);

  const tooLong = text.length > CHAT_TEXT_MAX;
  const words = text.trim();

  const submit = () => {
    if ((!words && !attachment) || tooLong) return;
    const sending: SendInput = {
      clientMessageId: crypto.randomUUID(),
      // The contract wants words with every message: a bare attachment is named.
      text: words || `Attached: ${attachment ? chosenName(attachment) : ''}`,
      attachmentDocumentId:
        attachment?.kind === 'document' ? attachment.document.documentId : undefined,
      upload:
        attachment?.kind === 'file'
          ? { attachmentId: attachment.attachmentId, name: attachment.name, file: attachment.file }
          : undefined,
    };
    const typed = text;
    setText('');
    setAttachment(null);
    setFailure(null);
    box.current?.focus();
    chain.current = chain.current.then(() =>
      onSend(sending).then(
        (outcome) => setQueued(outcome.state === 'queued'),
        (error: unknown) => {
          setFailure(
            isApiError(error)
              ? `Not sent: ${error.message}`
              : 'Not sent: it could not be kept on this device. Try again.',
          );
          setText((now) => (now === '' ? typed : now));
        },
      ),
    );
  };

  return (
    <Box
      borderTopWidth="1px"
      px={{ base: 2, md: 4 }}
      pt={2}
      pb="calc(env(safe-area-inset-bottom) + 0.5rem)"
    >
      <Stack gap={2}>
        {failure ? <FormAlert status="error" title={failure} /> : null}
        {queued && !failure ? (
          <Text textStyle="xs" color="fg.muted" role="status">
            You seem to be offline: messages with a clock are kept on this device and sent when the
            signal returns.
          </Text>
        ) : null}
        {attachment ? (
          <HStack
            gap={2}
            alignSelf="flex-start"
            borderWidth="1px"
            borderRadius="full"
            ps={3}
            pe={1}
            textStyle="sm"
          >
            <Text>📎 {chosenName(attachment)}</Text>
            <CloseButton
              size="2xs"
              aria-label={`Remove the attachment ${chosenName(attachment)}`}
              onClick={() => setAttachment(null)}
            />
          </HStack>
        ) : null}
        <chakra.form
          display="flex"
          gap={2}
          alignItems="flex-end"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Button
            type="button"
            variant="ghost"
            size="md"
            px={2}
            aria-label="Attach a file"
            title="Attach a file"
            onClick={() => setPicking(true)}
            onPointerEnter={() => void AttachmentPicker.preload()}
            onFocus={() => void AttachmentPicker.preload()}
          >
            {/* A paperclip (after Lucide, ISC licence): an emoji has no glyph on some devices. */}
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48" />
            </svg>
          </Button>
          <chakra.label htmlFor="chat-composer" srOnly>
            Message to {to}
          </chakra.label>
          <chakra.textarea
            ref={box}
            id="chat-composer"
            css={[input, { py: 2, resize: 'none', minH: '2.5rem', maxH: '10rem' }]}
            rows={Math.min(6, Math.max(1, text.split('\n').length))}
            value={text}
            placeholder={`Message ${to}`}
            autoComplete="off"
            enterKeyHint="send"
            aria-describedby={HINT_ID}
            aria-invalid={tooLong ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value) onTyped();
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              submit();
            }}
          />
          <Button type="submit" colorPalette="purple" disabled={(!words && !attachment) || tooLong}>
            Send
          </Button>
        </chakra.form>
        <HStack justify="space-between" textStyle="xs" color="fg.muted" gap={3}>
          <Text id={HINT_ID} hideBelow="md">
            Enter sends; Shift+Enter starts a new line.
          </Text>
          {text.length >= COUNT_FROM ? (
            <Text color={tooLong ? 'red.fg' : undefined} aria-live="polite" ms="auto">
              {text.length.toLocaleString('en-IN')} / {CHAT_TEXT_MAX.toLocaleString('en-IN')}
            </Text>
          ) : null}
        </HStack>
      </Stack>
      <AttachmentPicker
        open={picking}
        onOpenChange={setPicking}
        investorSub={investorSub}
        onPick={(document) => setAttachment({ kind: 'document', document })}
        onPickFile={(file) =>
          setAttachment({
            kind: 'file',
            attachmentId: crypto.randomUUID(),
            name: attachmentName(file.name),
            file,
          })
        }
      />
    </Box>
  );
}
