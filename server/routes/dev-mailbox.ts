import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { readMailbox, type MailboxMessage } from '../identity/mailbox';
import { parseQuery } from '../validation';

const query = z.object({
  to: z.string().trim().min(1, 'to must be an e-mail address or phone number').max(320).optional(),
});

const noStore = { 'Cache-Control': 'no-store' };

// Plain HTML, no script (the CSP allows none); hono/html escapes every value.
const page = (messages: MailboxMessage[], to: string | undefined) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Dev mailbox · Nivesh (local)</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            margin: 2rem auto;
            max-width: 48rem;
            padding: 0 1rem;
          }
          li {
            border-bottom: 1px solid #ddd;
            padding: 0.5rem 0;
            list-style: none;
          }
          .code {
            font: 700 1.5rem monospace;
            letter-spacing: 0.2em;
          }
          .meta {
            color: #555;
            font-size: 0.875rem;
          }
        </style>
      </head>
      <body>
        <h1>Dev mailbox</h1>
        <p>
          Codes the local identity service would send by e-mail or SMS, newest first. Local mode
          only; JSON at <a href="/dev/mailbox.json">/dev/mailbox.json</a>.
        </p>
        <form method="get" action="/dev/mailbox">
          <label>Recipient <input name="to" type="text" value="${to ?? ''}" /></label>
          <button type="submit">Show</button>
        </form>
        ${
          messages.length === 0
            ? html`<p>No messages${to ? html` for ${to}` : ''} yet.</p>`
            : html`<ul>
                ${messages.map(
                  (message) =>
                    html`<li>
                      <div class="code">${message.code}</div>
                      <div>${message.subject}</div>
                      ${
                        message.link
                          ? html`<div><a href="${message.link}">${message.link}</a></div>`
                          : ''
                      }
                      <div class="meta">to ${message.to} · ${message.kind} · ${message.at}</div>
                    </li>`,
                )}
              </ul>`
        }
      </body>
    </html>`;

/** /dev/mailbox(.json): mounted only in APP_MODE=local (elsewhere /dev/* is a 404). */
export function devMailboxRoutes(mailboxFile: string): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/mailbox.json', async (c) => {
      const { to } = parseQuery(c, query);
      return c.json(await readMailbox(mailboxFile, to), 200, noStore);
    })
    .get('/mailbox', async (c) => {
      const { to } = parseQuery(c, query);
      return c.html(page(await readMailbox(mailboxFile, to), to), 200, noStore);
    });
}
