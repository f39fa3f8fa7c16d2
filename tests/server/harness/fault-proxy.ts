import {
  createServer,
  request as httpRequest,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  'pass' | 'delay' | 'drop-request' | 'drop-response' | 'cut-response' | 'duplicate';

export interface FaultRates {
  /** The request never reaches the server. */
  dropRequest: number;
  /** The server does the work; its answer never reaches the client. */
  dropResponse: number;
  /** The client gets the status line and half the body, then the connection dies. */
  cutResponse: number;
  /** The server gets the request twice (a retrying middlebox). */
  duplicate: number;
  /** The request waits 20–200 ms before it goes on. */
  delay: number;
}

/** Mulberry32: a seeded generator, so a failing run can be repeated exactly. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FaultProxy {
  url: string;
  counts: Record<Fault, number>;
  close(): Promise<void>;
}

/**
 * An HTTP proxy on loopback between a client and the server that loses, cuts, delays and
 * duplicates traffic at set rates: what a phone on a weak mobile link sees.
 */
export async function startFaultProxy(
  target: string,
  rates: FaultRates,
  random: () => number,
): Promise<FaultProxy> {
  const upstream = new URL(target);
  const counts: Record<Fault, number> = {
    pass: 0,
    delay: 0,
    'drop-request': 0,
    'drop-response': 0,
    'cut-response': 0,
    duplicate: 0,
  };
  const pick = (): Fault => {
    let roll = random();
    for (const [fault, rate] of [
      ['drop-request', rates.dropRequest],
      ['drop-response', rates.dropResponse],
      ['cut-response', rates.cutResponse],
      ['duplicate', rates.duplicate],
      ['delay', rates.delay],
    ] as const) {
      if (roll < rate) return fault;
      roll -= rate;
    }
    return 'pass';
  };

  const forward = (method: string, path: string, headers: Record<string, unknown>, body: Buffer) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: upstream.hostname,
            port: upstream.port,
            method,
            path,
            headers: headers as OutgoingHttpHeaders,
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({
                status: answer.statusCode ?? 502,
                headers: answer.headers,
                body: Buffer.concat(chunks),
              }),
            );
            answer.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      },
    );

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const fault = pick();
        counts[fault] += 1;
        const body = Buffer.concat(chunks);
        const headers = { ...incoming.headers, host: upstream.host, connection: 'close' };
        const method = incoming.method ?? 'GET';
        const path = incoming.url ?? '/';
        if (fault === 'drop-request') return outgoing.destroy();
        if (fault === 'delay') await new Promise((r) => setTimeout(r, 20 + random() * 180));
        try {
          const answer =
            fault === 'duplicate'
              ? (
                  await Promise.all([
                    forward(method, path, headers, body),
                    forward(method, path, headers, body),
                  ])
                )[0]
              : await forward(method, path, headers, body);
          if (fault === 'drop-response') return outgoing.destroy();
          const {
            'content-length': _length,
            'transfer-encoding': _encoding,
            ...rest
          } = answer.headers;
          if (fault === 'cut-response') {
            outgoing.writeHead(answer.status, {
              ...rest,
              'content-length': String(answer.body.length),
            } as never);
            outgoing.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
            setTimeout(() => outgoing.destroy(), 5);
            return;
          }
          outgoing.writeHead(answer.status, rest as never);
          outgoing.end(answer.body);
        } catch {
          outgoing.destroy();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
