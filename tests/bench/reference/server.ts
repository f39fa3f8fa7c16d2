import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isAbsolute, join, relative } from 'node:path';
import { compressCached, isCompressible, pickEncoding } from '../../../server/compression';
import { cacheControlFor } from '../../../server/static/cache-policy';
import { contentTypeFor } from '../../../server/static/content-types';
import { freePort } from '../../e2e/support/app-server';
import { REFERENCE_DIST } from './build';

// Serves the built reference the way the project's server serves dist (same cache headers, same
// compression code), with the dashboard's one JSON GET. Node's own http: no framework cost.

export interface ReferenceServer {
  url: string;
  stop(): Promise<void>;
}

const SYMBOLS = ['RELIANCE', 'TCS', 'HDFCBANK', 'INFY', 'ICICIBANK', 'SBIN', 'ITC', 'LT'];

/** Deterministic rows: amounts in paise, changes in basis points. */
export const referenceRows = () =>
  Array.from({ length: 24 }, (_, index) => ({
    symbol: `${SYMBOLS[index % SYMBOLS.length]}${index < SYMBOLS.length ? '' : index}`,
    name: `Reference company ${index + 1}`,
    lastPaise: 100_000 + index * 12_345,
    changeBasisPoints: ((index * 37) % 400) - 200,
  }));

async function send(
  request: IncomingMessage,
  response: ServerResponse,
  body: Uint8Array,
  headers: Record<string, string>,
  key: string,
) {
  const type = headers['Content-Type'] ?? '';
  const encoding = isCompressible(type)
    ? pickEncoding(request.headers['accept-encoding'], body.length)
    : undefined;
  const output = encoding ? await compressCached(key, body, encoding) : body;
  response.writeHead(200, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    'Content-Length': String(output.length),
  });
  response.end(output);
}

async function fileFor(root: string, path: string): Promise<string | undefined> {
  const file = join(root, decodeURIComponent(path));
  const inside = relative(root, file);
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined;
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? file : undefined;
}

async function handle(root: string, request: IncomingMessage, response: ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://reference');
  if (pathname === '/api/rows') {
    const body = new TextEncoder().encode(JSON.stringify(referenceRows()));
    const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
    return send(request, response, body, headers, 'rows');
  }
  if (pathname.startsWith('/api/')) {
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not_found"}');
    return;
  }
  const file = await fileFor(root, pathname);
  if (!file && pathname.startsWith('/assets/')) {
    response.writeHead(404).end();
    return;
  }
  // The SPA fallback: every other path is a screen of the app.
  const served = file ?? join(root, 'index.html');
  const headers = {
    'Content-Type': contentTypeFor(served),
    'Cache-Control': cacheControlFor(file ? pathname : '/index.html'),
  };
  return send(request, response, await readFile(served), headers, served);
}

/** Serves tests/bench/reference/dist (build it first: buildReference()) on a free port. */
export async function startReferenceServer(
  options: { root?: string; port?: number } = {},
): Promise<ReferenceServer> {
  const root = options.root ?? REFERENCE_DIST;
  if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, 'sw.js'))) {
    throw new Error(`${root} has no build: run buildReference() first`);
  }
  const port = options.port ?? (await freePort());
  const server = createServer((request, response) => {
    handle(root, request, response).catch((error: unknown) => {
      console.error('reference server', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        // Open keep-alive sockets would hold the page online: close them too.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
