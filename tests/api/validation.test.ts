import { QueryClient } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { autologinByToken, verifyEmail } from '@/api/generated/auth/auth';
import { logout } from '@/api/generated/session/session';
import { getGetWalletsQueryOptions, getWallets } from '@/api/generated/wallets/wallets';
import { OPERATIONS } from '@/api/operations';
import {
  loadResponseRegistry,
  ResponseValidationError,
  responseValidationEnabled,
} from '@/api/validation';
import { server } from '@/mocks/node';
import { useCleanClient, wallets } from './helpers';

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (error: unknown) => error,
  );

describe('response validation', () => {
  useCleanClient();

  it('is on in tests', () => {
    expect(responseValidationEnabled).toBe(true);
  });

  it('rejects a malformed getWallets answer with a ResponseValidationError naming it, and logs it', async () => {
    server.use(
      mock.post('*/api/wallets', () => HttpResponse.json([{ id: 'one', balance: 'lots' }])),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const error = await rejectionOf(getWallets());

    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).message).toBe('Malformed response from getWallets');
    expect((error as ResponseValidationError).operationId).toBe('getWallets');
    expect((error as ResponseValidationError).issues.length).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('getWallets'), expect.anything());
  });

  it('puts a malformed answer in the query error state', async () => {
    server.use(mock.post('*/api/wallets', () => HttpResponse.json({ data: wallets })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = getGetWalletsQueryOptions();

    await expect(queryClient.fetchQuery(options)).rejects.toBeInstanceOf(ResponseValidationError);
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('error');
  });

  it('passes a valid answer through untouched (unknown fields kept)', async () => {
    const body = [{ ...wallets[0], extra: 'kept' }];
    server.use(mock.post('*/api/wallets', () => HttpResponse.json(body)));

    await expect(getWallets()).resolves.toEqual(body);
  });

  it('matches operations with path parameters by pattern', async () => {
    server.use(
      mock.get('*/api/autologin/:token', () => HttpResponse.json({ token: 42 })),
      mock.post('*/api/email/verify/:id', () => HttpResponse.json({ state: 'ok' })),
      mock.post('*/api/fingerprint', () => HttpResponse.json({})),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(rejectionOf(autologinByToken('abc'))).resolves.toMatchObject({
      operationId: 'autologinByToken',
    });
    await expect(
      rejectionOf(verifyEmail('17', { expires: 1, signature: 's' } as never)),
    ).resolves.toMatchObject({
      operationId: 'verifyEmail',
    });
  });

  it('leaves empty answers alone (204 logout)', async () => {
    server.use(mock.post('*/api/logout', () => new HttpResponse(null, { status: 204 })));

    await expect(logout()).resolves.toBe('');
  });

  it('lists every operation of the generated client in the table, with its tag and response schema', async () => {
    const dir = 'src/api/generated';
    const generated = new Set<string>();
    for (const tag of readdirSync(dir)) {
      if (['model', 'zod'].includes(tag) || tag.includes('.')) continue;
      const source = readFileSync(join(dir, tag, `${tag}.ts`), 'utf8');
      // One generated function per block; the operations are those that return apiClient(...).
      for (const block of source.split('\nexport const ').slice(1)) {
        const call = /^(\w+) = \([^]*?return apiClient<[^]*?url: `([^`]+)`,\s*method: '(\w+)'/.exec(
          block,
        );
        if (!call) continue;
        const [, operationId, url, method] = call;
        generated.add(`${method} ${url!.replace(/\$\{(\w+)\}/g, '{$1}')} ${operationId} ${tag}`);
      }
    }
    const listed = new Set(
      OPERATIONS.map(({ method, path, id, tag }) => `${method} ${path} ${id} ${tag}`),
    );

    expect(generated.size).toBeGreaterThan(40);
    expect([...listed].sort()).toEqual([...generated].sort());
    const registry = await loadResponseRegistry();
    expect(OPERATIONS.filter(({ id }) => !registry.has(id))).toEqual([]);
  });

  it('keeps zod out of the client’s static imports (production never loads it)', () => {
    for (const file of [
      'http.ts',
      'validation.ts',
      'events.ts',
      'errors.ts',
      'fingerprint.ts',
      'operations.ts',
      'generated/operations.ts',
    ]) {
      const source = readFileSync(join('src/api', file), 'utf8');
      expect(source).not.toMatch(/^import (?!type)[^;]*from 'zod'/m);
      expect(source).not.toMatch(/^import [^;]*from '[^']*generated\/zod[^']*'/m);
    }
  });
});
