import { readFileSync } from 'node:fs';
import type { Fetch } from '../../../../server/modules/broker/adapter';

// The brokers cannot be reached from here: their documented answers are recorded under
// fixtures/ and replayed by URL, and every request the adapter sends is kept for checks.

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export interface Answer {
  status?: number;
  fixture: string;
}

export const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'));

/** A fetch answering `METHOD https://host/path` (no query) from the table; anything else fails. */
export function replay(table: Record<string, Answer>) {
  const requests: Recorded[] = [];
  const fetch: Fetch = (input, init = {}) => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    requests.push({
      method,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : '',
    });
    const answer = table[`${method} ${url.origin}${url.pathname}`];
    if (!answer) return Promise.reject(new TypeError(`fetch failed: ${method} ${url.href}`));
    return Promise.resolve(
      new Response(JSON.stringify(fixture(answer.fixture)), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fetch, requests };
}
