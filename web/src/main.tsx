import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { getRuntimeConfig } from './app/runtime-config.ts';
import { createDataLayer, DataLayerProvider } from './lib/apollo/data-layer.tsx';
import { createAnalytics } from './lib/analytics/analytics.tsx';
import { createAppRouter } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { ToastHost } from './lib/ui/toast-host.tsx';
import { Session, SessionProvider } from './features/auth/session.ts';

const config = getRuntimeConfig();
const session = new Session(config.apiUrl);
const data = createDataLayer({
  apiUrl: config.apiUrl,
  wsUrl: config.wsUrl,
  onCreate: async (client) => (await import('./features/auth/session-cache.ts')).connectSessionToCache(session, client),
});
const analytics = createAnalytics(config);
const router = createAppRouter({ data, session, analytics });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <DataLayerProvider dataLayer={data}>
      <SessionProvider value={session}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <ToastHost />
          <RouterProvider router={router} />
        </MantineProvider>
      </SessionProvider>
    </DataLayerProvider>
  </StrictMode>,
);

// The first page is painted without Apollo Client; fetch it while the browser is idle so the next
// page that needs data does not wait for it.
const loadData = () => void data.ready().catch((error: unknown) => console.error('[Data layer] could not be loaded', error));
if ('requestIdleCallback' in window) window.requestIdleCallback(loadData, { timeout: 2000 });
else setTimeout(loadData, 200);
