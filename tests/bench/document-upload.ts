import type { Browser } from 'playwright-core';
import { DEMO, signIn } from '../e2e/support/auth-flows';
import { bundleProbe } from './probe';

// Issue 10's bench: a 4 MB phone photo compressed in the browser and uploaded, in ms.
//
// Method: the app's own src/ui/compress-image.ts is bundled by Vite into
// a probe script (production code exposes nothing) and added to a signed-in page of the built
// app served by the real server. In the page a 4000 x 3000 photo-like JPEG of about 4 MB is
// drawn (gradients and sensor-like noise; not timed), then each run times prepareUpload
// (decode, resize, JPEG steps down to <= 500 KB) and the PUT of the result to
// /api/investor/documents/pan with the signed-in investor's id token (fetch, like the outbox
// without its progress events). No CPU throttling: the phone-class figure is the lead's call.
// Wire into run.ts: `describeDocumentUploadBench(await measureDocumentUpload(browser, url))`.

const RUNS = 5;
const PROBE_SOURCE = `export { prepareUpload, MAX_UPLOAD_BYTES } from '@/ui/compress-image';`;

export interface DocumentUploadBench {
  runs: number;
  photoBytes: number;
  uploadBytes: number;
  /** Medians, ms. */
  compressMs: number;
  sendMs: number;
  totalMs: number;
}

interface Measured {
  photoBytes: number;
  uploadBytes: number;
  compress: number[];
  send: number[];
}

/** Runs in the page: the probe is on `globalThis.__niveshDocumentProbe`. */
async function runInPage(runs: number): Promise<Measured> {
  type Probe = { prepareUpload(file: Blob): Promise<Blob> };
  const probe = (globalThis as unknown as { __niveshDocumentProbe: Probe }).__niveshDocumentProbe;
  const canvas = new OffscreenCanvas(4000, 3000);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const gradient = context.createLinearGradient(0, 0, 4000, 3000);
  gradient.addColorStop(0, '#d9c7a3');
  gradient.addColorStop(1, '#4a6b8a');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 4000, 3000);
  const noise = context.getImageData(0, 0, 4000, 3000);
  let seed = 7;
  for (let at = 0; at < noise.data.length; at += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const jitter = (seed % 37) - 18;
    noise.data[at] = (noise.data[at] ?? 0) + jitter;
    noise.data[at + 1] = (noise.data[at + 1] ?? 0) + jitter;
    noise.data[at + 2] = (noise.data[at + 2] ?? 0) + jitter;
  }
  context.putImageData(noise, 0, 0);
  let photo = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
  for (const quality of [0.9, 0.85, 0.8, 0.7, 0.6]) {
    if (photo.size <= 4.4e6) break;
    photo = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
  const token = key ? localStorage.getItem(key) : null;
  if (!token) throw new Error('not signed in');
  const measured: Measured = { photoBytes: photo.size, uploadBytes: 0, compress: [], send: [] };
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const upload = await probe.prepareUpload(photo);
    const compressed = performance.now();
    const response = await fetch('/api/investor/documents/pan', {
      method: 'PUT',
      headers: { Authorization: token, 'Content-Type': upload.type },
      body: upload,
    });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    measured.send.push(performance.now() - compressed);
    measured.compress.push(compressed - start);
    measured.uploadBytes = upload.size;
  }
  return measured;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function measureDocumentUpload(
  browser: Browser,
  url: string,
): Promise<DocumentUploadBench> {
  const probe = await bundleProbe(PROBE_SOURCE, '__niveshDocumentProbe');
  // The probe is an inline script; the app's CSP (script-src 'self') would refuse it.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await signIn(page, url, DEMO.investor.username, DEMO.investor.password);
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((name) => name.endsWith('.idToken')),
    );
    await page.addScriptTag({ content: probe });
    // tsx compiles with keepNames, which wraps named functions with a Node-only __name helper.
    await page.addScriptTag({ content: 'globalThis.__name = (target) => target;' });
    const measured = await page.evaluate(runInPage, RUNS);
    const compressMs = median(measured.compress);
    const sendMs = median(measured.send);
    const totals = measured.compress.map((ms, at) => ms + (measured.send[at] ?? NaN));
    return {
      runs: RUNS,
      photoBytes: measured.photoBytes,
      uploadBytes: measured.uploadBytes,
      compressMs,
      sendMs,
      totalMs: median(totals),
    };
  } finally {
    await context.close();
  }
}

export function describeDocumentUploadBench(bench: DocumentUploadBench): string[] {
  const kb = (bytes: number) => `${Math.round(bytes / 1000)} KB`;
  return [
    `photo ${kb(bench.photoBytes)} -> upload ${kb(bench.uploadBytes)} (median of ${bench.runs})`,
    `compress in the browser   ${bench.compressMs.toFixed(0)} ms`,
    `send (PUT, local server)  ${bench.sendMs.toFixed(0)} ms`,
    `total                     ${bench.totalMs.toFixed(0)} ms`,
  ];
}
