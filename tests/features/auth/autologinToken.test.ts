import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeAutologinToken, stripAutologinToken } from '@/features/auth/autologinToken';
import { server } from '@/mocks/node';
import { useCleanClient } from '../../api/helpers';

describe('stripAutologinToken', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('replaces the URL of the current history entry and keeps its state', () => {
    window.history.pushState({ idx: 3, key: 'k' }, '', '/en/autologin/secret-token?x=1');
    const length = window.history.length;
    stripAutologinToken('/en/login');
    expect(window.location.pathname).toBe('/en/login');
    expect(window.location.href).not.toContain('secret-token');
    expect(window.history.state).toEqual({ idx: 3, key: 'k' });
    expect(window.history.length).toBe(length);
  });

  it('takes a token given as a parameter (?token=) out of the address too', () => {
    window.history.pushState(null, '', '/en/autologin?token=secret-token');
    stripAutologinToken('/en/login');
    expect(window.location.href).not.toContain('secret-token');
    expect(window.location.pathname).toBe('/en/login');
  });

  it('leaves other URLs alone', () => {
    window.history.replaceState(null, '', '/en/home');
    stripAutologinToken('/en/login');
    expect(window.location.pathname).toBe('/en/home');
    window.history.replaceState(null, '', '/en/transactions?token=not-a-link');
    stripAutologinToken('/en/login');
    expect(window.location.pathname).toBe('/en/transactions');
  });
});

describe('exchangeAutologinToken', () => {
  useCleanClient();

  it('spends a token once however often it is asked, and may retry after a failure', async () => {
    let calls = 0;
    server.use(
      mock.get('*/api/autologin/:token', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ token: 'session-token', token_type: 'bearer', expires_in: 60 });
      }),
    );
    await expect(exchangeAutologinToken('once-token')).rejects.toBeTruthy();
    const [a, b] = await Promise.all([
      exchangeAutologinToken('once-token'),
      exchangeAutologinToken('once-token'),
    ]);
    expect(a.token).toBe('session-token');
    expect(b).toBe(a);
    expect(calls).toBe(2);
  });
});
