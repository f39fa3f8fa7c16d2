import { useEffect, useState } from 'react';

/**
 * A file as a data: URL for an <img> (the CSP allows data: images). Read asynchronously, so a
 * render never waits on it; object URLs would need revoking, which React's development double
 * effects make fragile.
 */
export function useDataUrl(blob: Blob | null | undefined): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setRead({ blob, url: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => {
      live = false;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [blob]);
  return read && read.blob === blob ? read.url : null;
}

/** Opens a file in a new tab (a PDF): browsers refuse to open data: URLs as pages. */
export function openFile(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  // Long enough for the new tab to load it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
