import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';

async function enableMocking() {
  // Compared with the literal so a production build drops the mock backend entirely.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { startWorker } = await import('@/mocks/browser');
  await startWorker();
}

void enableMocking().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
