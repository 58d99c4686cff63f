import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { sessionStore } from '@lic/web-api-client';
import { App } from './app/app';
import { readFirstScreen } from './shared/first-screen';

const container = document.getElementById('root') as HTMLElement;
// The server rendered the home for an anonymous visitor (decision 0055): the browser takes that HTML
// over as it is. A signed-in customer sees their own header and catalogue, so the app renders afresh
// and replaces it.
const firstScreen = sessionStore.isAuthenticated() ? null : readFirstScreen();

if (firstScreen !== null && container.firstElementChild !== null) {
  hydrateRoot(
    container,
    <StrictMode>
      <App firstScreen={firstScreen} />
    </StrictMode>,
  );
} else {
  // A transition: React renders the first screen in slices of a few milliseconds instead of one long
  // task, so the page answers input while it builds; the boot shell stays painted until it commits (decision 0025).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
