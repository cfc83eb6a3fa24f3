import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { warmHttpClientOnIntent } from '@/app/shell/warmHttpClient';

async function enableMocking() {
  // Compared with the literal so a production build drops the mock backend entirely.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { startWorker } = await import('@/mocks/browser');
  await startWorker();
}

void enableMocking().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition: React renders the first page in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task that blocks input while the app starts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  warmHttpClientOnIntent();
});
