import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { isPrerendered, takeOver, whenPointerUp, whenRendered } from '@/app/shell/prerendered';
import { warmHttpClientOnIntent } from '@/app/shell/warmHttpClient';

async function enableMocking() {
  // Compared with the literal so a production build drops the mock backend entirely.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { startWorker } = await import('@/mocks/browser');
  await startWorker();
}

void enableMocking().then(async () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // Over a page the server rendered, React renders beside it and replaces it once its page is in
  // (src/app/shell/prerendered.ts); otherwise into #root, over the boot screen.
  const prerendered = isPrerendered(root);
  const container = prerendered ? document.createElement('div') : root;
  if (prerendered) container.id = 'root';
  // A transition: React renders the first page in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task that blocks input while the app starts.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  warmHttpClientOnIntent();
  if (prerendered) {
    await whenRendered(container);
    await whenPointerUp();
    takeOver(root, container);
  }
});
