import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router.tsx';
import { AppProviders } from './app/providers/app-providers.tsx';
import { restoreSession } from './features/auth/restore-session.ts';
import { onUnauthenticated } from './shared/api/http-client.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { registerServiceWorker } from './shared/pwa/service-worker.ts';
import { endSession } from './shared/session/session-actions.ts';
import { BootFailure, BootScreen } from './shared/ui/boot-screen.tsx';
import './app/styles.css';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  root.render(<BootScreen />);

  onUnauthenticated(() => {
    // The route guards see the signed-out session and send the user to the login page.
    endSession();
  });

  try {
    await Promise.all([initI18n(), restoreSession()]);
  } catch {
    // Without a language file nothing can be shown in the user's language; a reload usually fetches it.
    root.render(<BootFailure />);
    return;
  }
  registerServiceWorker();
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
