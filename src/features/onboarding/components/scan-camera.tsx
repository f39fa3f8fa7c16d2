import { Alert, Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { captureFrame, useCameraStream } from './scan-camera-stream';

interface ScanCameraProps {
  /** What is being photographed, for the labels: "PAN card". */
  name: string;
  onCapture: (photo: Blob) => void;
  onCancel: () => void;
}

const CARD_RATIO = 85.6 / 54; // ISO/IEC 7810 ID-1, the size of a PAN card

/**
 * The rear camera with a card-shaped frame to line the document up in. When the camera cannot
 * be used, says why; "Choose a file" beside it always works (the phone's own camera app too).
 */
export function ScanCamera({ name, onCapture, onCancel }: ScanCameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  const state = useCameraStream(video);
  const [capturing, setCapturing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const capture = () => {
    if (!video.current) return;
    setCapturing(true);
    captureFrame(video.current)
      .then(onCapture, () => setError('The photo could not be taken. Try again.'))
      .finally(() => setCapturing(false));
  };

  if (state.status === 'denied' || state.status === 'unavailable') {
    return (
      <Alert.Root status="warning" borderRadius="l3" data-testid="camera-problem">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {state.status === 'denied' ? 'The camera is not allowed' : 'No camera'}
          </Alert.Title>
          <Alert.Description>
            {state.status === 'denied'
              ? 'Allow the camera for this site in your browser’s settings, or choose a photo or PDF of the document instead.'
              : `${state.reason} Choose a photo or PDF of the document instead.`}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" onClick={onCancel}>
          Close
        </Button>
      </Alert.Root>
    );
  }

  return (
    <Stack gap={3}>
      <Box
        position="relative"
        w="full"
        aspectRatio={{ base: 3 / 4, md: 4 / 3 }}
        maxH="70dvh"
        bg="black"
        borderRadius="l3"
        overflow="hidden"
      >
        <chakra.video
          ref={video}
          playsInline
          muted
          autoPlay
          aria-label={`Camera view for your ${name}`}
          w="full"
          h="full"
          objectFit="cover"
        />
        {/* The frame guide: a card-shaped window, everything around it dimmed. */}
        <Box
          aria-hidden="true"
          data-testid="frame-guide"
          position="absolute"
          top="50%"
          left="50%"
          transform="translate(-50%, -50%)"
          w="86%"
          aspectRatio={CARD_RATIO}
          borderWidth="3px"
          borderStyle="dashed"
          borderColor="white"
          borderRadius="lg"
          boxShadow="0 0 0 100vmax rgba(0, 0, 0, 0.45)"
        />
        <Text
          position="absolute"
          bottom={3}
          insetX={3}
          textAlign="center"
          color="white"
          fontSize="sm"
          textShadow="0 1px 2px black"
        >
          {state.status === 'live'
            ? `Fit your ${name} inside the frame, in good light`
            : 'Starting the camera…'}
        </Text>
      </Box>
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <HStack gap={3} flexWrap="wrap">
        <Button
          colorPalette="purple"
          size="lg"
          onClick={capture}
          disabled={state.status !== 'live'}
          loading={capturing}
        >
          Take photo
        </Button>
        <Button variant="outline" size="lg" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
