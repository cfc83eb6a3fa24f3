import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/router/createAppRouter';

describe('createAppRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes an autologin token out of the address bar as it starts, keeping it for the page', () => {
    window.history.replaceState(null, '', '/en/autologin/early-secret');
    const router = createAppRouter();
    try {
      // Synchronously: before the page's chunk, its loader or any request.
      expect(window.location.href).not.toContain('early-secret');
      expect(window.location.pathname).toBe('/en/login');
      expect(router.state.location.pathname).toBe('/en/autologin/early-secret');
    } finally {
      router.dispose();
    }
  });
});
