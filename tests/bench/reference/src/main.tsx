import { ChakraProvider } from '@chakra-ui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeTree } from './routeTree.gen';
import { system } from './system';

const router = createRouter({ routeTree });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>
  </StrictMode>,
);

// After load, as the project does (src/app/pwa/register-sw.ts), so it never delays the screen.
if ('serviceWorker' in navigator) {
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(console.warn);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
