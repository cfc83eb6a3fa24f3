import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  useIdempotencyScope,
  useIdempotentSubmit,
  type IdempotencyScope,
  type LookUpResult,
} from '@/form/money';

type Body = { amount: number };
type Found = { id: number };
type Phase = 'not-found' | 'check-failed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What the HTTP client rejects with: no response at all (`status` undefined) or a status. */
const failure = (status?: number) => ({
  isAxiosError: true,
  message: status ? `Request failed with status code ${status}` : 'Network Error',
  response: status === undefined ? undefined : { status, data: {} },
});

/** A call that answers with the outcomes given, in turn, and notes each body and key it got. */
function backend(...outcomes: ('ok' | number | 'lost')[]) {
  const calls: { body: Body; key: string | undefined }[] = [];
  const send = vi.fn(async (body: Body, options: { headers: Record<string, string> }) => {
    calls.push({ body, key: options.headers['Idempotency-Key'] });
    const outcome = outcomes[calls.length - 1] ?? 'ok';
    if (outcome === 'ok') return { id: calls.length };
    throw failure(outcome === 'lost' ? undefined : outcome);
  });
  return { send, calls, keys: () => calls.map((call) => call.key) };
}

function setup(
  api: ReturnType<typeof backend>,
  lookUp: (body: Body) => Promise<LookUpResult<Found, Phase>> = async () => ({
    phase: 'not-found',
  }),
  scope?: IdempotencyScope,
) {
  const onFound = vi.fn();
  const look = vi.fn(lookUp);
  const hook = renderHook(() =>
    useIdempotentSubmit<Body, { id: number }, Found, Phase>({
      send: api.send,
      lookUp: look,
      lookUpFailed: 'check-failed',
      onFound,
      scope,
    }),
  );
  const submit = (body: Body) => act(() => hook.result.current.submit(() => body));
  return { hook, submit, onFound, look };
}

describe('useIdempotentSubmit', () => {
  it('sends the same request with the same key after a lost answer, never a new one', async () => {
    const api = backend('lost', 'ok');
    const { hook, submit, look } = setup(api);

    expect(await submit({ amount: 100 })).toMatchObject({ lost: true });
    await waitFor(() => expect(hook.result.current.lost?.phase).toBe('not-found'));
    expect(look).toHaveBeenCalledWith({ amount: 100 });
    // What the client typed since does not go out: only the confirmation whose answer was lost.
    expect(await submit({ amount: 999 })).toEqual({ answer: { id: 2 } });

    expect(api.calls.map((call) => call.body)).toEqual([{ amount: 100 }, { amount: 100 }]);
    expect(api.keys()[0]).toMatch(UUID);
    expect(api.keys()[1]).toBe(api.keys()[0]);
    expect(hook.result.current.lost).toBeNull();
  });

  it('gives each new confirmation a new key once an answer or a refusal settled the last', async () => {
    const api = backend('ok', 422, 'ok');
    const { submit } = setup(api);

    await submit({ amount: 100 });
    expect(await submit({ amount: 100 })).toMatchObject({ lost: false });
    await submit({ amount: 100 });

    expect(new Set(api.keys()).size).toBe(3);
    api.keys().forEach((key) => expect(key).toMatch(UUID));
  });

  it('keeps the key of a request a server error (5xx) answered, for its retry', async () => {
    const api = backend(500, 'ok');
    const { submit, look } = setup(api);

    expect(await submit({ amount: 100 })).toMatchObject({ lost: false });
    await submit({ amount: 100 });

    expect(api.keys()[1]).toBe(api.keys()[0]);
    expect(look).not.toHaveBeenCalled();
  });

  it('looks a lost answer up, and what the look-up finds settles the confirmation', async () => {
    const api = backend(504, 'ok');
    const { hook, submit, onFound } = setup(api, async () => ({ found: { id: 7 } }));

    await submit({ amount: 100 });
    await waitFor(() => expect(onFound).toHaveBeenCalledWith({ id: 7 }, { amount: 100 }));
    expect(hook.result.current.lost).toBeNull();
    await submit({ amount: 100 });

    expect(api.calls).toHaveLength(2);
    expect(api.keys()[1]).not.toBe(api.keys()[0]);
  });

  it('says where the look-up stands and looks again on request', async () => {
    const api = backend('lost');
    const answers: LookUpResult<Found, Phase>[] = [{ phase: 'check-failed' }, { found: { id: 3 } }];
    let release = () => {};
    const { hook, submit, onFound, look } = setup(
      api,
      () =>
        new Promise((resolve) => {
          release = () => resolve(answers.shift()!);
        }),
    );

    await submit({ amount: 100 });
    expect(hook.result.current.lost).toEqual({ request: { amount: 100 }, phase: 'checking' });
    expect(hook.result.current.busy).toBe(true);
    act(() => release());
    await waitFor(() => expect(hook.result.current.lost?.phase).toBe('check-failed'));

    act(() => hook.result.current.checkAgain());
    act(() => release());
    await waitFor(() => expect(onFound).toHaveBeenCalledWith({ id: 3 }, { amount: 100 }));
    expect(look).toHaveBeenCalledTimes(2);
    expect(api.calls).toHaveLength(1);
  });

  it('ends a look-up that throws as "could not check", never stuck checking, and sends the same request again', async () => {
    const api = backend('lost', 'ok');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hook, submit } = setup(api, () => Promise.reject(new TypeError('look-up bug')));

    expect(await submit({ amount: 100 })).toMatchObject({ lost: true });
    await waitFor(() => expect(hook.result.current.lost?.phase).toBe('check-failed'));
    expect(hook.result.current.busy).toBe(false);
    expect(error).toHaveBeenCalledWith(
      'The look-up of a lost answer failed',
      expect.any(TypeError),
    );
    // Only the confirmation whose answer was lost may go again, with its key.
    expect(await submit({ amount: 999 })).toEqual({ answer: { id: 2 } });
    expect(api.calls.map((call) => call.body)).toEqual([{ amount: 100 }, { amount: 100 }]);
    expect(api.keys()[1]).toBe(api.keys()[0]);
  });

  it('sends once however often it is submitted while a request is under way', async () => {
    const api = backend('ok');
    const { hook } = setup(api);

    const results = await act(() =>
      Promise.all([1, 2, 3].map(() => hook.result.current.submit(() => ({ amount: 100 })))),
    );

    expect(api.send).toHaveBeenCalledTimes(1);
    expect(results.filter((result) => result === null)).toHaveLength(2);
  });

  it('keeps the key in a scope the page holds, across a dialog closed and opened anew', async () => {
    const api = backend('lost', 'ok');
    const page = renderHook(() => useIdempotencyScope());
    const first = setup(api, undefined, page.result.current);
    await first.submit({ amount: 100 });
    await waitFor(() => expect(first.hook.result.current.lost?.phase).toBe('not-found'));
    first.hook.unmount();

    const second = setup(api, undefined, page.result.current);
    await second.submit({ amount: 100 });

    expect(api.keys()[1]).toBe(api.keys()[0]);
  });

  it('sends nothing when the request cannot be made, and says why', async () => {
    const api = backend();
    const { hook } = setup(api);
    const problem = new Error('Check the amount');

    const result = await act(() =>
      hook.result.current.submit(() => {
        throw problem;
      }),
    );

    expect(result).toEqual({ error: problem, lost: false });
    expect(api.send).not.toHaveBeenCalled();
  });
});
