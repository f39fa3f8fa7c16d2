import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../app-env';
import { contentTypeFor } from '../static/content-types';

// The gateway API's interactive reference (write path, item 1), local mode only: Swagger UI
// from the swagger-ui-dist package, served from node_modules (nothing from a CDN), reading
// /api/openapi.json. "Try it out" calls the local server; paste an id token into Authorize.

const require = createRequire(import.meta.url);
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'];

// Its own file, not inline: the CSP allows no inline script.
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    tryItOutEnabled: false,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
});
`;

const page = html`<!doctype html>
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>Gateway API reference · Nivesh (local)</title>
      <link rel="stylesheet" href="/dev/api-reference/swagger-ui.css" />
    </head>
    <body>
      <div id="reference"></div>
      <script src="/dev/api-reference/swagger-ui-bundle.js"></script>
      <script src="/dev/api-reference/swagger-ui-standalone-preset.js"></script>
      <script src="/dev/api-reference/initializer.js"></script>
    </body>
  </html>`;

export function apiReferenceRoutes(): Hono<AppEnv> {
  const folder = dirname(require.resolve('swagger-ui-dist/package.json'));
  const headers = { 'Cache-Control': 'no-cache' };
  return new Hono<AppEnv>()
    .get('/', (c) => c.html(page, 200, headers))
    .get('/initializer.js', (c) =>
      c.body(INITIALIZER, 200, { ...headers, 'Content-Type': contentTypeFor('x.js') }),
    )
    .get('/:asset', async (c) => {
      const asset = c.req.param('asset');
      if (!ASSETS.includes(asset)) return c.notFound();
      const body = await readFile(join(folder, asset));
      return c.body(body, 200, { ...headers, 'Content-Type': contentTypeFor(asset) });
    });
}
