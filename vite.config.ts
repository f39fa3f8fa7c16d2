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
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
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
    // The bench reads it to measure what each entry route loads.
    manifest: true,
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
