import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDeposit } from '@/api/generated/payments/payments';
import { getWallets } from '@/api/generated/wallets/wallets';
import { newIdempotencyKey, outcomeUnknown, withIdempotencyKey } from '@/api/idempotency';
import { useIdempotencyKey } from '@/form/useIdempotencyKey';
import { server } from '@/mocks/node';
import { answerPost, useCleanClient, wallets } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const deposit = { wallet_id: 1, method_id: 1, amount: 100 };
const created = {
  data: {
    id: 1,
    type: 'deposit',
    status: 'pending',
    amount: 100,
    currency: 'USD',
    wallet_id: 1,
    method: 'Card',
    created_at: '2026-03-16T10:00:00Z',
    comment: null,
  },
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('Idempotency-Key', () => {
  useCleanClient();

  it('sends the key of the confirmation with a money call', async () => {
    const key = newIdempotencyKey();
    const seen = answerPost('/api/deposit/create', created);

    await createDeposit(deposit, withIdempotencyKey(key));

    expect(key).toMatch(UUID);
    expect(seen[0]!.headers.get('idempotency-key')).toBe(key);
  });

  it('refuses, in development and tests, a money call sent without a key', async () => {
    const seen = answerPost('/api/deposit/create', created);

    await expect(createDeposit(deposit)).rejects.toThrow(/Idempotency-Key/);
    expect(seen).toHaveLength(0);
  });

  it('is not asked of calls that move nothing', async () => {
    const seen = answerPost('/api/wallets', wallets);
    await getWallets();
    expect(seen[0]!.headers.get('idempotency-key')).toBeNull();
  });

  it('tells a lost answer from a definite refusal', async () => {
    server.use(mock.post('*/api/deposit/create', () => HttpResponse.error()));
    const lost = await rejection(createDeposit(deposit, withIdempotencyKey(newIdempotencyKey())));
    server.use(
      mock.post('*/api/deposit/create', () =>
        HttpResponse.json(
          { message: 'Too much', errors: { amount: ['Too much'] } },
          { status: 422 },
        ),
      ),
    );
    const refused = await rejection(
      createDeposit(deposit, withIdempotencyKey(newIdempotencyKey())),
    );

    expect(outcomeUnknown(lost)).toBe(true);
    expect(outcomeUnknown(refused)).toBe(false);
    expect(outcomeUnknown(new Error('not a request'))).toBe(false);
  });
});

describe('useIdempotencyKey', () => {
  it('keeps one key for a retry of the same request and makes a new one once settled', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(deposit);

    expect(result.current.keyFor({ ...deposit })).toBe(first);
    expect(result.current.keyFor({ ...deposit, amount: 200 })).not.toBe(first);
    const second = result.current.keyFor({ ...deposit, amount: 200 });
    act(() => result.current.settle());
    expect(result.current.keyFor({ ...deposit, amount: 200 })).not.toBe(second);
  });
});
