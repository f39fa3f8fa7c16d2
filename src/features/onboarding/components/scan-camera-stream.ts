import { useEffect, useRef, useState, type RefObject } from 'react';

export type CameraState =
  | { status: 'starting' }
  | { status: 'live' }
  /** The user (or the browser's settings) refused the camera. */
  | { status: 'denied' }
  /** No camera, no browser support, or the camera is busy. */
  | { status: 'unavailable'; reason: string };

interface PolicyDocument {
  featurePolicy?: { allowsFeature(feature: string): boolean };
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
}

/** Whether this document's Permissions-Policy allows the camera; null when the browser won't say. */
export function cameraAllowedByPolicy(doc: Document = document): boolean | null {
  const policy = (doc as PolicyDocument).permissionsPolicy ?? (doc as PolicyDocument).featurePolicy;
  return policy ? policy.allowsFeature('camera') : null;
}

/** The path this document was loaded at (not where the client router has since moved). */
const loadedAtPath = (): string | null => {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname : null;
};

/**
 * The camera is allowed only in a document loaded at /scanpage (server/security-headers.ts).
 * Arriving here by an in-app link keeps the earlier page's document and its "no camera" policy,
 * so the scan page loads itself once more as it opens; a document loaded here that still says
 * no is not reloaded again (no loop).
 */
export function needsReloadForCamera(): boolean {
  if (cameraAllowedByPolicy() !== false) return false;
  const path = loadedAtPath();
  return path !== null && path.replace(/\/$/, '') !== location.pathname.replace(/\/$/, '');
}

const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  // The rear camera (the one that photographs documents); `ideal`, so a laptop's only camera
  // still works.
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};

function failureOf(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { status: 'denied' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return { status: 'unavailable', reason: 'No camera was found on this device.' };
  }
  if (name === 'NotReadableError') {
    return {
      status: 'unavailable',
      reason: 'The camera is in use by another app. Close it and try again.',
    };
  }
  return { status: 'unavailable', reason: 'The camera could not be started.' };
}

function initialState(): CameraState {
  if (cameraAllowedByPolicy() === false) {
    return { status: 'unavailable', reason: 'Reload this page to use the camera.' };
  }
  if (!navigator.mediaDevices?.getUserMedia) {
    return { status: 'unavailable', reason: 'This browser cannot use the camera here.' };
  }
  return { status: 'starting' };
}

/** Starts the rear camera into the video element while mounted; stops it afterwards. */
export function useCameraStream(video: RefObject<HTMLVideoElement | null>): CameraState {
  // Decided once per mount: the camera starts from this, not from later states.
  const [initial] = useState<CameraState>(initialState);
  const [state, setState] = useState<CameraState>(initial);
  const stream = useRef<MediaStream | null>(null);
  useEffect(() => {
    if (initial.status !== 'starting') return;
    let stopped = false;
    navigator.mediaDevices.getUserMedia(CONSTRAINTS).then(
      (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream.current = media;
        const element = video.current;
        if (element) {
          element.srcObject = media;
          // autoPlay starts it too; a refused play() (power saving) leaves the first frame.
          void Promise.resolve()
            .then(() => element.play())
            .catch(() => undefined);
        }
        setState({ status: 'live' });
      },
      (error: unknown) => {
        if (!stopped) setState(failureOf(error));
      },
    );
    return () => {
      stopped = true;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
  }, [video, initial]);
  return state;
}

/** The video's current frame as a JPEG at the camera's full resolution. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.reject(new Error('No picture yet'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be taken'))),
      'image/jpeg',
      0.92,
    ),
  );
}
