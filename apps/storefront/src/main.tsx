import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// A transition: React renders the first screen in slices of a few milliseconds instead of one long
// task, so the page answers input while it builds; the boot shell stays painted until it commits (decision 0025).
startTransition(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
