import { Alert, Box, Button, Card, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { dataErrorMessage } from '@/ui/data-error';
import type { DocumentKind, DocumentView } from '../api/document-list';
import { DOCUMENT_NAMES, useUploadDocument, useUploadProgress } from '../api/document-upload';
import { CompressError, prepareUpload } from '@/ui/compress-image';
import { useDataUrl } from '@/ui/file-data-url';
import { formatDocumentSize } from './document-format';
import { DocumentThumbnail } from './document-thumbnails';
import { ScanCamera } from './scan-camera';
import { ScanProgress } from './scan-progress';

interface ScanDocumentProps {
  kind: DocumentKind;
  /** The current upload of this kind, if any. */
  current: DocumentView | undefined;
  cameraOpen: boolean;
  onCamera: (open: boolean) => void;
}

type Step =
  | { name: 'idle' }
  | { name: 'preparing' }
  | { name: 'preview'; file: Blob; from: 'camera' | 'file' };

const HINTS: Record<DocumentKind, string> = {
  pan: 'The front of your PAN card, with your name, PAN and photo readable.',
  address:
    'Aadhaar (mask the first 8 digits), passport, voter ID, driving licence or a recent utility bill.',
};

/** One document: photograph or choose it, see what will be sent, upload it with progress. */
export function ScanDocument({ kind, current, cameraOpen, onCamera }: ScanDocumentProps) {
  const id = useId();
  const name = DOCUMENT_NAMES[kind];
  const fileInput = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const upload = useUploadDocument();
  const progress = useUploadProgress(kind);
  const previewUrl = useDataUrl(step.name === 'preview' ? step.file : null);

  const prepare = (file: Blob, from: 'camera' | 'file') => {
    setError(null);
    setNotice(null);
    setStep({ name: 'preparing' });
    prepareUpload(file).then(
      (prepared) => setStep({ name: 'preview', file: prepared, from }),
      (failure: unknown) => {
        setStep({ name: 'idle' });
        setError(
          failure instanceof CompressError ? failure.message : 'This file could not be read.',
        );
      },
    );
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) prepare(file, 'file');
  };

  const send = (file: Blob) =>
    upload.mutate(
      { kind, file },
      {
        onSuccess: (result) => {
          setStep({ name: 'idle' });
          setNotice(
            result.state === 'sent'
              ? `Your ${name} is uploaded.`
              : `No connection: your ${name} is kept on this device and will be uploaded when you are back online.`,
          );
        },
        onError: (failure) => setError(dataErrorMessage(failure)),
      },
    );

  const again = () => {
    setStep({ name: 'idle' });
    if (step.name === 'preview' && step.from === 'camera') onCamera(true);
    else fileInput.current?.click();
  };

  const errorId = error ? `${id}-error` : undefined;
  return (
    <Card.Root variant="outline" data-testid={`scan-${kind}`}>
      <Card.Body gap={4}>
        <Box>
          <Heading as="h2" size="lg" id={`${id}-title`}>
            {name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {HINTS[kind]}
          </Text>
        </Box>

        {cameraOpen ? (
          <ScanCamera
            name={name}
            onCancel={() => onCamera(false)}
            onCapture={(photo) => {
              onCamera(false);
              prepare(photo, 'camera');
            }}
          />
        ) : step.name === 'preview' ? (
          <Stack gap={3}>
            {step.file.type === 'application/pdf' ? (
              <Text fontWeight="medium">PDF, {formatDocumentSize(step.file.size)}</Text>
            ) : previewUrl ? (
              <chakra.img
                src={previewUrl}
                alt={`The photo of your ${name} that will be uploaded`}
                borderRadius="l3"
                maxH="60dvh"
                objectFit="contain"
              />
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              Check that every word is sharp and readable ({formatDocumentSize(step.file.size)}).
            </Text>
            {upload.isPending ? <ScanProgress name={name} progress={progress} /> : null}
            <HStack gap={3} flexWrap="wrap">
              <Button
                colorPalette="purple"
                onClick={() => send(step.file)}
                loading={upload.isPending}
              >
                Upload
              </Button>
              <Button variant="outline" onClick={again} disabled={upload.isPending}>
                {step.from === 'camera' ? 'Retake' : 'Choose another'}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap={3}>
            {current ? <DocumentThumbnail document={current} /> : null}
            <HStack gap={3} flexWrap="wrap">
              <Button
                colorPalette="purple"
                onClick={() => onCamera(true)}
                loading={step.name === 'preparing'}
                loadingText="Preparing…"
                aria-describedby={errorId}
              >
                {current ? 'Retake with the camera' : 'Use the camera'}
              </Button>
              <Button
                variant="outline"
                onClick={() => fileInput.current?.click()}
                disabled={step.name === 'preparing'}
                aria-describedby={errorId}
              >
                Choose a file
              </Button>
            </HStack>
          </Stack>
        )}

        <chakra.input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/*,application/pdf"
          aria-labelledby={`${id}-title`}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          tabIndex={-1}
          srOnly
          onChange={chosen}
        />
        {error ? (
          <Text id={errorId} color="fg.error" role="alert" data-testid={`scan-${kind}-error`}>
            {error}
          </Text>
        ) : null}
        <Box role="status" aria-live="polite">
          {notice ? (
            <Alert.Root status="success" size="sm" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
