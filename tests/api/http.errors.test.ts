import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCabinetNetworkError, isNetworkError, NETWORK_ERROR } from '@/api/errors';
import { getArticles } from '@/api/generated/articles/articles';
import {
  type ApiEventType,
  onApiEvent,
  resetUnauthorized,
  serverErrorDialogClosed,
} from '@/api/events';
import { login } from '@/api/generated/auth/auth';
import { getClientInfo, logout } from '@/api/generated/session/session';
import { getAllTickets } from '@/api/generated/tickets/tickets';
import { getTradingAccount } from '@/api/generated/trading/trading';
import { getWallets } from '@/api/generated/wallets/wallets';
import { server } from '@/mocks/node';
import { useSession } from '@/stores/session';
import { useCleanClient } from './helpers';

const offs: (() => void)[] = [];
afterEach(() => offs.splice(0).forEach((off) => off()));

/** Every event of one type, as the app would receive them. */
function listen<K extends ApiEventType>(type: K) {
  const handler = vi.fn();
  offs.push(onApiEvent(type, handler));
  return handler;
}

const signIn = () => useSession.getState().saveToken('secret-token', false);
const statusOf = (error: unknown) => (error as { response?: { status?: number } }).response?.status;
const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );

describe('http client errors', () => {
  useCleanClient();

  describe('401', () => {
    it('emits unauthorized once for three parallel 401s, and every call still rejects', async () => {
      signIn();
      const unauthorized = listen('unauthorized');
      server.use(
        mock.post('*/api/wallets', () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
        mock.post('*/api/trading-account', () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
        mock.post('*/api/tickets/get-all-tickets', () => HttpResponse.json({}, { status: 401 })),
      );

      const results = await Promise.all([
        settle(getWallets()),
        settle(getTradingAccount()),
        settle(getAllTickets()),
      ]);

      expect(results.map(statusOf)).toEqual([401, 401, 401]);
      expect(unauthorized).toHaveBeenCalledTimes(1);
    });

    it('stays silent after the first until resetUnauthorized() re-arms it', async () => {
      signIn();
      const unauthorized = listen('unauthorized');
      server.use(mock.post('*/api/wallets', () => HttpResponse.json({}, { status: 401 })));

      await settle(getWallets());
      await settle(getWallets());
      expect(unauthorized).toHaveBeenCalledTimes(1);

      resetUnauthorized();
      await settle(getWallets());
      expect(unauthorized).toHaveBeenCalledTimes(2);
    });

    it('does not emit when no token was sent', async () => {
      const unauthorized = listen('unauthorized');
      server.use(mock.post('*/api/client-info', () => HttpResponse.json({}, { status: 401 })));

      expect(statusOf(await settle(getClientInfo({})))).toBe(401);
      expect(unauthorized).not.toHaveBeenCalled();
    });

    it('does not emit for the sign-in calls themselves (wrong password) nor for logout', async () => {
      signIn();
      const unauthorized = listen('unauthorized');
      server.use(
        mock.post('*/api/login', () =>
          HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 }),
        ),
        mock.post('*/api/logout', () => HttpResponse.json({}, { status: 401 })),
      );

      expect(statusOf(await settle(login({ email: 'a@b.cz', password: 'x' })))).toBe(401);
      expect(statusOf(await settle(logout()))).toBe(401);
      expect(unauthorized).not.toHaveBeenCalled();
    });
  });

  describe('5xx', () => {
    const page = '<!DOCTYPE html><html><body><h1>Whoops</h1></body></html>';

    it('emits server-error with the HTML page, and rejects', async () => {
      const serverError = listen('server-error');
      const error = listen('error');
      server.use(mock.post('*/api/wallets', () => HttpResponse.html(page, { status: 500 })));

      const result = await settle(getWallets());

      expect(statusOf(result)).toBe(500);
      expect(serverError).toHaveBeenCalledExactlyOnceWith({ html: page });
      expect(error).not.toHaveBeenCalled();
    });

    it('treats a body starting with "<" as HTML whatever its content type', async () => {
      const serverError = listen('server-error');
      server.use(
        mock.post('*/api/wallets', () => HttpResponse.text('<p>Bad gateway</p>', { status: 502 })),
      );

      await settle(getWallets());

      expect(serverError).toHaveBeenCalledExactlyOnceWith({ html: '<p>Bad gateway</p>' });
    });

    it('emits error with the status for a JSON 5xx, and rejects', async () => {
      const serverError = listen('server-error');
      const error = listen('error');
      server.use(
        mock.post('*/api/wallets', () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 503 }),
        ),
      );

      expect(statusOf(await settle(getWallets()))).toBe(503);
      expect(error).toHaveBeenCalledExactlyOnceWith({ status: 503 });
      expect(serverError).not.toHaveBeenCalled();
    });

    it('emits nothing more while the dialog is open, and again once it is closed', async () => {
      const serverError = listen('server-error');
      const error = listen('error');
      server.use(
        mock.post('*/api/wallets', () => HttpResponse.html(page, { status: 500 })),
        mock.post('*/api/trading-account', () => HttpResponse.json({}, { status: 500 })),
      );

      const results = await Promise.all([
        settle(getWallets()),
        settle(getTradingAccount()),
        settle(getWallets()),
      ]);
      expect(results.map(statusOf)).toEqual([500, 500, 500]);
      expect(serverError.mock.calls.length + error.mock.calls.length).toBe(1);

      serverErrorDialogClosed();
      await settle(getTradingAccount());
      expect(error).toHaveBeenCalledWith({ status: 500 });
      expect(serverError.mock.calls.length + error.mock.calls.length).toBe(2);
    });

    it('emits nothing for a 4xx other than 401', async () => {
      signIn();
      const handlers = (['unauthorized', 'server-error', 'error', 'network-error'] as const).map(
        listen,
      );
      server.use(
        mock.post('*/api/wallets', () =>
          HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
        ),
      );

      expect(statusOf(await settle(getWallets()))).toBe(403);
      for (const handler of handlers) expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('no response', () => {
    it('rejects with NETWORK_ERROR and emits network-error once per burst', async () => {
      const networkError = listen('network-error');
      server.use(mock.post('*/api/wallets', () => HttpResponse.error()));

      const results = await Promise.all([
        settle(getWallets()),
        settle(getWallets()),
        settle(getWallets()),
      ]);

      for (const result of results) {
        expect(isNetworkError(result)).toBe(true);
        expect((result as { code?: string }).code).toBe(NETWORK_ERROR);
      }
      expect(networkError).toHaveBeenCalledTimes(1);
    });

    it('an unreachable articles host is that call’s failure only: no network-error, not the cabinet offline', async () => {
      const networkError = listen('network-error');
      server.use(mock.get('*/api/articles/getAll', () => HttpResponse.error()));

      const result = await settle(getArticles({ lang: 'en' }));

      expect(isNetworkError(result)).toBe(true);
      expect(isCabinetNetworkError(result)).toBe(false);
      expect(networkError).not.toHaveBeenCalled();
      // The cabinet API failing the same way still is.
      server.use(mock.post('*/api/wallets', () => HttpResponse.error()));
      const cabinet = await settle(getWallets());
      expect(isCabinetNetworkError(cabinet)).toBe(true);
      expect(networkError).toHaveBeenCalledTimes(1);
    });

    it('one call without an answer while others answer is that call’s failure: no network-error', async () => {
      const networkError = listen('network-error');
      server.use(
        mock.post('*/api/tickets/get-all-tickets', async () => {
          await delay(40);
          return HttpResponse.error();
        }),
        mock.post('*/api/wallets', () =>
          HttpResponse.json([{ id: 1, currency: 'USD', balance: 1, name: 'Main' }]),
        ),
      );

      const failing = settle(getAllTickets());
      await getWallets();
      const result = await failing;

      expect(isCabinetNetworkError(result)).toBe(true);
      expect(networkError).not.toHaveBeenCalled();
      // Once nothing answers any more, it is the connection again.
      await settle(getAllTickets());
      expect(networkError).toHaveBeenCalledTimes(1);
    });

    it('a call that fails at once while another is still on its way waits for that one', async () => {
      const networkError = listen('network-error');
      server.use(
        mock.post('*/api/tickets/get-all-tickets', () => HttpResponse.error()),
        mock.post('*/api/wallets', async () => {
          await delay(40);
          return HttpResponse.json([{ id: 1, currency: 'USD', balance: 1, name: 'Main' }]);
        }),
      );

      const answering = getWallets();
      await settle(getAllTickets());
      await answering;

      expect(networkError).not.toHaveBeenCalled();
    });

    it('reports a new outage after the server answered again', async () => {
      const networkError = listen('network-error');
      let up = false;
      server.use(
        mock.post('*/api/wallets', () =>
          up
            ? HttpResponse.json([{ id: 1, currency: 'USD', balance: 1, name: 'Main' }])
            : HttpResponse.error(),
        ),
      );

      await settle(getWallets());
      up = true;
      await getWallets();
      up = false;
      await settle(getWallets());

      expect(networkError).toHaveBeenCalledTimes(2);
    });

    it('does not crash when a listener throws', async () => {
      offs.push(
        onApiEvent('network-error', () => {
          throw new Error('listener bug');
        }),
      );
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(mock.post('*/api/wallets', () => HttpResponse.error()));

      expect(isNetworkError(await settle(getWallets()))).toBe(true);
      expect(logged).toHaveBeenCalled();
    });

    it('emits nothing for an aborted request, and does not call it a network error', async () => {
      const handlers = (['unauthorized', 'server-error', 'error', 'network-error'] as const).map(
        listen,
      );
      server.use(
        mock.post('*/api/wallets', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      );
      const controller = new AbortController();

      const call = settle(getWallets(undefined, controller.signal));
      controller.abort();
      const result = await call;

      expect(result).toMatchObject({ code: 'ERR_CANCELED' });
      expect(isNetworkError(result)).toBe(false);
      for (const handler of handlers) expect(handler).not.toHaveBeenCalled();
    });
  });
});
