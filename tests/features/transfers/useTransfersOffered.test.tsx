import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@/api/generated/model';
import { useTransfersOffer } from '@/features/transfers/useTransfersOffered';
import { server } from '@/mocks/node';
import { userQueryKey } from '@/session';
import { useLoader } from '@/stores/loader';
import { useToasts } from '@/stores/toasts';
import { onApiEvent } from '@/api/events';
import { useCleanClient } from '../../api/helpers';
import { createTestQueryClient } from '../../utils/render';

const USER: User = {
  id: 1,
  first_name: 'Dana',
  second_name: 'Demo',
  email: 'demo@example.com',
  status: 'active',
  role: 'client',
  avatar_url: null,
  language_cabinet: 'en',
  email_verified_at: '2025-01-10T09:00:00Z',
};

function Offer({ name }: { name: string }) {
  return <p data-testid={name}>{useTransfersOffer()}</p>;
}

/** Two places asking, as the sidebar and a page do; the probe answered by `answer`. */
function renderProbe(answer: () => Response, user: User | null = USER) {
  const seen: { body: string; key: string | null; loaderPending: number }[] = [];
  server.use(
    http.post('*/api/transfer/create', async ({ request }) => {
      seen.push({
        body: await request.text(),
        key: request.headers.get('Idempotency-Key'),
        loaderPending: useLoader.getState().pending,
      });
      return answer();
    }),
  );
  const queryClient = createTestQueryClient();
  if (user) queryClient.setQueryData(userQueryKey(), user);
  render(
    <QueryClientProvider client={queryClient}>
      <Offer name="a" />
      <Offer name="b" />
    </QueryClientProvider>,
  );
  return { seen, queryClient };
}

const status = (name = 'a') => screen.getByTestId(name);

describe('useTransfersOffer: call 50 probed with an empty body', () => {
  useCleanClient();

  it('a 422 (a backend that offers transfers refusing the empty body) means offered', async () => {
    const { seen } = renderProbe(() =>
      HttpResponse.json({ message: 'The from field is required.', errors: {} }, { status: 422 }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('offered'));
    expect(status('b')).toHaveTextContent('offered');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toBe('{}');
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    // No global loader for it, and no toast.
    expect(seen[0]!.loaderPending).toBe(0);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it.each([404, 405])('%i means not offered, asked once and never again', async (code) => {
    const { seen, queryClient } = renderProbe(() =>
      HttpResponse.json({ message: 'Not Found.' }, { status: code }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('not-offered'));
    render(
      <QueryClientProvider client={queryClient}>
        <Offer name="later" />
      </QueryClientProvider>,
    );
    expect(status('later')).toHaveTextContent('not-offered');
    expect(seen).toHaveLength(1);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('no answer leaves it unknown (hidden), not asked again by a later component', async () => {
    const { seen, queryClient } = renderProbe(() => HttpResponse.error());
    await waitFor(() => expect(status()).toHaveTextContent('unknown'));
    render(
      <QueryClientProvider client={queryClient}>
        <Offer name="later" />
      </QueryClientProvider>,
    );
    expect(status('later')).toHaveTextContent('unknown');
    expect(seen).toHaveLength(1);
  });

  it('a 502 from a gateway is unknown too, not "offered", and raises no dialog or notice', async () => {
    const events: string[] = [];
    const offs = (['error', 'server-error', 'network-error', 'unauthorized'] as const).map((type) =>
      onApiEvent(type, () => events.push(type)),
    );
    renderProbe(() => HttpResponse.json({ message: 'Bad Gateway' }, { status: 502 }));
    await waitFor(() => expect(status()).toHaveTextContent('unknown'));
    offs.forEach((off) => off());
    expect(events).toEqual([]);
  });

  it('is not asked before sign-in', async () => {
    const { seen } = renderProbe(() => HttpResponse.json({}, { status: 422 }), null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(status()).toHaveTextContent('checking');
    expect(seen).toHaveLength(0);
  });
});
