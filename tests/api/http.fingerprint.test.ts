import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { autologin, autologinByToken, login, register } from '@/api/generated/auth/auth';
import { tradingAccountAutologin } from '@/api/generated/trading/trading';
import {
  FINGERPRINT_TIMEOUT_MS,
  fingerprintReportsSettled,
  getFingerprintStatus,
} from '@/api/fingerprint';
import { onApiEvent } from '@/api/events';
import { apiClient } from '@/api/http';
import { getDeviceFingerprint } from '@/lib/fingerprint';
import { server } from '@/mocks/node';
import { useLoader } from '@/stores/loader';
import { TEST_FINGERPRINT } from '../utils/fingerprint';
import { type SeenRequest, recorder, useCleanClient } from './helpers';

// `@/lib/fingerprint` is the fixed stub of tests/setup.ts; the real one: tests/lib/fingerprint.test.ts.
const collect = vi.mocked(getDeviceFingerprint);

const token = { token: 'new-token', token_type: 'bearer', expires_in: 3600 };
const credentials = { email: 'ada@example.com', password: 'secret', remember: true };
const device = { ...TEST_FINGERPRINT };

/** Answers the sign-in calls and the fingerprint report, recording all of them. */
function backend(fingerprintStatus = 200) {
  const { seen, record } = recorder();
  const { seen: reports, record: recordReport } = recorder();
  const answer =
    (body: unknown) =>
    async ({ request }: { request: Request }) => {
      await record(request);
      return HttpResponse.json(body as never);
    };
  server.use(
    mock.post('*/api/login', answer(token)),
    mock.post('*/api/register', answer(token)),
    mock.post('*/api/autologin', answer(token)),
    mock.get('*/api/autologin/:token', answer(token)),
    mock.post(
      '*/api/trading-account/autologin',
      answer({ url: 'https://platform.example/sso?t=1' }),
    ),
    mock.post('*/api/fingerprint', async ({ request }) => {
      await recordReport(request);
      return fingerprintStatus < 300
        ? HttpResponse.json({ received: true })
        : HttpResponse.json({ message: 'down' }, { status: fingerprintStatus });
    }),
  );
  return { seen, reports };
}

const json = (request: SeenRequest | undefined) => JSON.parse(request?.body ?? 'null') as unknown;

describe('device fingerprint', () => {
  useCleanClient();

  it('collects the fingerprint once per sign-in call, and not for other calls', async () => {
    backend();
    server.use(mock.post('*/api/wallets', () => HttpResponse.json([])));
    await apiClient({ url: '/api/wallets', method: 'POST' });
    expect(collect).not.toHaveBeenCalled();

    await login(credentials);
    await login(credentials);
    await fingerprintReportsSettled();

    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('merges the fingerprint into the login body and reports it with type login after success', async () => {
    const { seen, reports } = backend();

    await expect(login(credentials)).resolves.toEqual(token);

    expect(json(seen[0])).toEqual({ ...credentials, ...device });
    await fingerprintReportsSettled();
    expect(reports).toHaveLength(1);
    expect(json(reports[0])).toEqual({ ...device, type: 'login' });
    expect(reports[0]!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reports[0]!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(getFingerprintStatus()?.data).toEqual({ received: true });
    expect(getFingerprintStatus()?.status).toBe(200);
  });

  it('reports the right type for register, autologin and trading-account autologin', async () => {
    const { seen, reports } = backend();
    const signUp = {
      first_name: 'Ada',
      second_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
      terms: true,
    };

    await register(signUp);
    await autologin({ token: 'once' });
    await tradingAccountAutologin({ trading_account_id: 9 });

    expect(seen.map(json)).toEqual([
      { ...signUp, ...device },
      { token: 'once', ...device },
      { trading_account_id: 9, ...device },
    ]);
    await fingerprintReportsSettled();
    expect(reports).toHaveLength(3);
    expect(reports.map((r) => (json(r) as { type: string }).type).sort()).toEqual([
      'autologin',
      'register',
      'trading_account_autologin',
    ]);
  });

  it('puts the fingerprint in the query of GET /api/autologin/{token} and reports type autologin', async () => {
    const { seen, reports } = backend();

    await expect(autologinByToken('link-token')).resolves.toEqual(token);

    expect(seen[0]!.url.pathname).toBe('/api/autologin/link-token');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual(device);
    await fingerprintReportsSettled();
    expect(reports).toHaveLength(1);
    expect(json(reports[0])).toEqual({ ...device, type: 'autologin' });
  });

  it('appends the fingerprint to a multipart body instead of spreading it', async () => {
    let received: Record<string, FormDataEntryValue> = {};
    server.use(
      mock.post('*/api/register', async ({ request }) => {
        received = Object.fromEntries(await request.formData());
        return HttpResponse.json(token);
      }),
      mock.post('*/api/fingerprint', () => HttpResponse.json({})),
    );
    const form = new FormData();
    form.append('email', 'ada@example.com');

    await apiClient({ url: '/api/register', method: 'POST', data: form });

    expect(received).toEqual({ email: 'ada@example.com', ...device });
  });

  it('logs a failed report as "Send fingerprint error" and still resolves the sign-in', async () => {
    const { reports } = backend(500);
    const errorEvents = vi.fn();
    const off = onApiEvent('error', errorEvents);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(login(credentials)).resolves.toEqual(token);

    await fingerprintReportsSettled();
    expect(logged).toHaveBeenCalledWith(
      'Send fingerprint error',
      expect.objectContaining({ response: expect.objectContaining({ status: 500 }) }),
    );
    expect(reports).toHaveLength(1);
    expect(getFingerprintStatus()).toBeNull();
    expect(errorEvents).not.toHaveBeenCalled();
    off();
  });

  it('signs in without the fingerprint when FingerprintJS fails, and reports nothing', async () => {
    collect.mockRejectedValueOnce(new Error('blocked by an extension'));
    const { seen, reports } = backend();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(login(credentials)).resolves.toEqual(token);

    expect(json(seen[0])).toEqual(credentials);
    expect(logged).toHaveBeenCalled();
    await fingerprintReportsSettled();
    expect(reports).toHaveLength(0);
  });

  it(`signs in without the fingerprint when it takes over ${FINGERPRINT_TIMEOUT_MS} ms`, async () => {
    collect.mockReturnValueOnce(new Promise(() => {}));
    const { seen, reports } = backend();
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const signIn = login(credentials);
    await vi.advanceTimersByTimeAsync(FINGERPRINT_TIMEOUT_MS - 1);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();

    await expect(signIn).resolves.toEqual(token);
    expect(json(seen[0])).toEqual(credentials);
    // A slow device is not a fault: noted, not logged as an error.
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Fingerprint took over 3000 ms/));
    expect(errors).not.toHaveBeenCalled();
    await fingerprintReportsSettled();
    expect(reports).toHaveLength(0);
  });

  it('reports nothing after a failed sign-in', async () => {
    const { reports } = backend();
    server.use(
      mock.post('*/api/login', () =>
        HttpResponse.json(
          { message: 'Invalid', errors: { email: ['These credentials do not match.'] } },
          { status: 422 },
        ),
      ),
    );

    await expect(login(credentials)).rejects.toMatchObject({ response: { status: 422 } });

    await fingerprintReportsSettled();
    expect(reports).toHaveLength(0);
  });

  it('keeps the report itself off the global loader and unfingerprinted', async () => {
    const { reports } = backend();
    const values: number[] = [];
    const off = useLoader.subscribe((s) => values.push(s.pending));

    await login(credentials);
    await fingerprintReportsSettled();
    off();

    expect(values).toEqual([1, 0]);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(Object.keys(json(reports[0]) as object).sort()).toEqual([
      'platform',
      'timezone',
      'type',
      'userAgent',
      'visitorId',
    ]);
  });
});
