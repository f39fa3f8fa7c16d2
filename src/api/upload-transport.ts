import type { Transport } from './http-client';

/** Bytes sent so far and in all, as the browser reports them while a body uploads. */
export type UploadProgress = (sent: number, total: number) => void;

const headersOf = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/**
 * fetch() cannot report how much of a request body has gone (a photo over 3G takes seconds);
 * XMLHttpRequest can. Same Request in, same Response out, so the client's error handling and
 * the worker (which lets writes pass through) treat both alike.
 */
export const uploadTransport =
  (onProgress: UploadProgress): Transport =>
  async (request) => {
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
