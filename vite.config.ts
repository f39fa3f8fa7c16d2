import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Development proxies /api and /archive to the local server (npm start serves both same-origin).
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:4173';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Issue 19: a route's loader (and the query options, schemas and models it imports) goes
      // to the route's own chunk with its component, not to the entry every first visit loads.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,ico,webmanifest}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The bench and tests/e2e/bundle-budget.test.ts read it to measure what each route loads.
    manifest: true,
    // Every browser the es2022 target runs on preloads modules itself (Safari before 17 only
    // skips the preload); the polyfill would cost each first visit for nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its full default config with defineConfig(), an identity
        // function the bundler cannot see is pure: every recipe (~100 KiB before gzip) would stay
        // in the entry although the app's system (src/ui/theme/system.ts) uses a handful.
        manualPureFunctions: ['defineConfig'],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports statically loads on every first visit anyway: as one
              // chunk it compresses better than as dozens of small shared chunks, and each lazy
              // route's preload list gets shorter.
              name: 'app',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      // ws: the chat's WebSocket (/api/chat/socket) upgrades through the proxy too.
      '/api': { target: apiTarget, ws: true },
      '/archive': apiTarget,
      '/dev': apiTarget,
    },
  },
});
