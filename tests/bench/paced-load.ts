import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** One request of a paced run, and what to do with its answer. */
export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedAnswer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

/**
 * An open-loop run: `rate` requests a second, evenly spaced (not in bursts, as autocannon's
 * rate limit sends them: each connection fires once per tick, so 50 connections at 50/s
 * arrive together every second), over at most `connections` keep-alive connections. Each
 * request is timed from when it was due to its last byte, so waiting for a free connection
 * counts against the server, as a user would feel it.
 */
export async function pacedRun(
  url: string,
  options: { rate: number; seconds: number; connections: number },
  next: () => PacedRequest,
  onAnswer: (sent: PacedRequest, answer: PacedAnswer) => void,
): Promise<{ errors: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  let errors = 0;
  const inFlight: Array<Promise<void>> = [];
  for (let at = 0; at < total; at += 1) {
    const due = start + at * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = next();
    inFlight.push(
      send(url, agent, sent).then(
        (answer) => onAnswer(sent, { ...answer, ms: performance.now() - due }),
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { errors };
}

function send(url: string, agent: Agent, sent: PacedRequest): Promise<Omit<PacedAnswer, 'ms'>> {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      new URL(sent.path, url),
      { method: sent.method, headers: sent.headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolvePromise({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(sent.body);
  });
}
