import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/generated/model';
import { useTransferLimits, useTransfersOffer } from '@/features/transfers/useTransfersOffered';
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
  const offer = useTransfersOffer();
  const limits = useTransferLimits();
  return (
    <p data-testid={name}>
      {offer}
      {limits && ` ${limits.min}-${limits.max ?? 'none'}`}
    </p>
  );
}

const LIMITS = { min_amount: 5, max_amount: 25_000 };

/** Two places asking, as the sidebar and a page do; call 51 answered by `answer`. */
function renderAsk(answer: () => Response, user: User | null = USER) {
  const seen: { body: string; loaderPending: number }[] = [];
  const transfers: string[] = [];
  server.use(
    http.post('*/api/transfer/limits', async ({ request }) => {
      seen.push({ body: await request.text(), loaderPending: useLoader.getState().pending });
      return answer();
    }),
    http.post('*/api/transfer/create', async ({ request }) => {
      transfers.push(await request.text());
      return HttpResponse.json({ message: 'not expected' }, { status: 500 });
    }),
  );
  const queryClient = createTestQueryClient();
  if (user) queryClient.setQueryData(userQueryKey(), user);
  const view = (names: string[]) =>
    render(
      <QueryClientProvider client={queryClient}>
        {names.map((name) => (
          <Offer key={name} name={name} />
        ))}
      </QueryClientProvider>,
    );
  view(['a', 'b']);
  return { seen, transfers, queryClient, view };
}

const status = (name = 'a') => screen.getByTestId(name);

describe('useTransfersOffer: call 51, read-only', () => {
  useCleanClient();

  it('its limits mean offered; asked once, with no loader, no toast and nothing sent to call 50', async () => {
    const { seen, transfers } = renderAsk(() => HttpResponse.json(LIMITS));
    await waitFor(() => expect(status()).toHaveTextContent('offered 5-25000'));
    expect(status('b')).toHaveTextContent('offered 5-25000');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.loaderPending).toBe(0);
    expect(useToasts.getState().toasts).toEqual([]);
    expect(transfers).toEqual([]);
  });

  it('reads max_amount null as no upper limit', async () => {
    renderAsk(() => HttpResponse.json({ min_amount: 1, max_amount: null }));
    await waitFor(() => expect(status()).toHaveTextContent('offered 1-none'));
  });

  it.each([404, 405])(
    '%i means not offered, asked once, nothing logged, never again in the session',
    async (code) => {
      const errors = vi.spyOn(console, 'error');
      const { seen, view, queryClient } = renderAsk(() =>
        HttpResponse.json({ message: 'Not Found.' }, { status: code }),
      );
      await waitFor(() => expect(status()).toHaveTextContent('not-offered'));
      view(['later']);
      expect(status('later')).toHaveTextContent('not-offered');
      // A reload of the tab: a new query cache, the same session.
      queryClient.clear();
      const again = createTestQueryClient();
      again.setQueryData(userQueryKey(), USER);
      render(
        <QueryClientProvider client={again}>
          <Offer name="reloaded" />
        </QueryClientProvider>,
      );
      expect(status('reloaded')).toHaveTextContent('not-offered');
      expect(seen).toHaveLength(1);
      expect(useToasts.getState().toasts).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('a reload of the tab knows the limits at once, without asking again', async () => {
    const { seen } = renderAsk(() => HttpResponse.json(LIMITS));
    await waitFor(() => expect(status()).toHaveTextContent('offered'));
    const again = createTestQueryClient();
    again.setQueryData(userQueryKey(), USER);
    render(
      <QueryClientProvider client={again}>
        <Offer name="reloaded" />
      </QueryClientProvider>,
    );
    expect(status('reloaded')).toHaveTextContent('offered 5-25000');
    expect(seen).toHaveLength(1);
  });

  it('another user in the same tab asks again', async () => {
    const { seen } = renderAsk(() => HttpResponse.json(LIMITS));
    await waitFor(() => expect(status()).toHaveTextContent('offered'));
    const other = createTestQueryClient();
    other.setQueryData(userQueryKey(), { ...USER, id: 2 });
    render(
      <QueryClientProvider client={other}>
        <Offer name="other" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(seen).toHaveLength(2));
  });

  it('no answer leaves it unknown (hidden), not asked again by a later component', async () => {
    const { seen, view } = renderAsk(() => HttpResponse.error());
    await waitFor(() => expect(status()).toHaveTextContent('unknown'));
    view(['later']);
    expect(status('later')).toHaveTextContent('unknown');
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['a 502 from a gateway', () => HttpResponse.json({ message: 'Bad Gateway' }, { status: 502 })],
    ['a 500', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
  ])(
    '%s is unknown too, not "offered", raising no dialog or notice and logging nothing',
    async (_, answer) => {
      const errors = vi.spyOn(console, 'error');
      const events: string[] = [];
      const offs = (['error', 'server-error', 'network-error', 'unauthorized'] as const).map(
        (type) => onApiEvent(type, () => events.push(type)),
      );
      renderAsk(answer);
      await waitFor(() => expect(status()).toHaveTextContent('unknown'));
      offs.forEach((off) => off());
      expect(events).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('is not asked before sign-in', async () => {
    const { seen } = renderAsk(() => HttpResponse.json(LIMITS), null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(status()).toHaveTextContent('checking');
    expect(seen).toHaveLength(0);
  });
});
