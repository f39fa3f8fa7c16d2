import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { CompressError, NOT_READABLE } from '@/ui/compress-image';
import { FormAlert } from '@/ui/form-alert';
import { useOffline } from '@/ui/use-offline';
import { useUploadPolicyDocument } from '../api/policy-document-upload';
import { DOCUMENTS_MAX } from '../model/contract';
import {
  canRetryUpload,
  POLICY_DOCUMENT_TYPES,
  preparePolicyDocument,
  uploadProblem,
} from '../model/policy-document';

// "Upload a document" in the policy dialog: the policy schedule as a PDF or a photo of it, sent at
// once and then ticked for the policy. Only the upload needs the network: offline it says so, and
// the rest of the dialog (and what was typed) is untouched by anything that happens here.

interface PolicyDocumentUploadProps {
  idPrefix: string;
  /** The policy already holds DOCUMENTS_MAX documents. */
  full: boolean;
  onUploaded: (documentId: string) => void;
}

type Step = 'idle' | 'preparing' | 'uploading';

export function PolicyDocumentUpload({ idPrefix, full, onUploaded }: PolicyDocumentUploadProps) {
  const upload = useUploadPolicyDocument();
  const offline = useOffline();
  const fileInput = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // The file as prepared and its Idempotency-Key, kept after a failure for "Try again".
  const [prepared, setPrepared] = useState<{ file: Blob; key: string } | null>(null);
  const hintId = `${idPrefix}-upload-hint`;

  const send = (ready: { file: Blob; key: string }) => {
    setPrepared(ready);
    setProblem(null);
    setProgress(0);
    setStep('uploading');
    upload.mutate(
      { ...ready, onProgress: setProgress },
      {
        onSuccess: (document) => {
          setPrepared(null);
          onUploaded(document.documentId);
        },
        onError: (error) => {
          setProblem(uploadProblem(error));
          if (!canRetryUpload(error)) setPrepared(null);
        },
        onSettled: () => setStep('idle'),
      },
    );
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    setPrepared(null);
    setStep('preparing');
    let file: Blob;
    try {
      file = await preparePolicyDocument(chosen);
    } catch (error) {
      setProblem(error instanceof CompressError ? error.message : NOT_READABLE);
      setStep('idle');
      return;
    }
    send({ file, key: crypto.randomUUID() });
  };

  const hint = full
    ? `This policy has ${DOCUMENTS_MAX} documents, the most it can hold: untick one to add another.`
    : offline
      ? 'You are offline: uploading a document needs an internet connection. You can still save the policy and add the document later.'
      : 'The policy schedule as a PDF of up to 1 MB, or a photo of it (JPEG or PNG, made smaller on this device). Only you and your adviser can see it.';
  return (
    <Stack gap={2} mt={3} align="start">
      <chakra.input
        ref={fileInput}
        type="file"
        accept={POLICY_DOCUMENT_TYPES.join(',')}
        srOnly
        tabIndex={-1}
        aria-hidden="true"
        data-testid="policy-document-file"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        colorPalette="purple"
        disabled={full}
        loading={step !== 'idle'}
        loadingText={step === 'preparing' ? 'Making the photo smaller…' : 'Uploading…'}
        aria-describedby={hintId}
        onClick={() => fileInput.current?.click()}
      >
        Upload a document
      </Button>
      <Text id={hintId} textStyle="xs" color="fg.muted">
        {hint}
      </Text>
      <Box role="status" aria-live="polite" textStyle="sm">
        {step === 'uploading' ? `Uploading the document: ${Math.round(progress * 100)} %` : null}
      </Box>
      {problem ? (
        <FormAlert status="error" title={problem}>
          {prepared && step === 'idle' ? (
            <Button type="button" size="xs" variant="outline" onClick={() => send(prepared)}>
              Try again
            </Button>
          ) : null}
        </FormAlert>
      ) : null}
    </Stack>
  );
}
