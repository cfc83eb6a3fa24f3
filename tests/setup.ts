import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetClientState } from '@/api';
import { server } from '@/mocks/node';
import { resetStores } from './utils/stores';

// Any request no handler answers is a test bug, not a pass.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
  resetClientState();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
