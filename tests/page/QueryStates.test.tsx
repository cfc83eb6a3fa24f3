import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '@/design-system/EmptyState';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { allQueries, QueryStates } from '@/page/QueryStates';
import { holdRequest } from '../../stories/pages/settled';
import { renderWithProviders } from '../utils/render';

/** An answer the test decides: each call takes the next outcome (an Error fails the call). */
function answers(...outcomes: (string[] | Error)[]) {
  return vi.fn(async () => {
    const next = outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
}

/** An answer that never comes, held as the stories hold theirs (the after-test wait skips it). */
const never = () => {
  holdRequest();
  return new Promise<string[]>(() => {});
};

function Notes({ load, queryKey = 'notes' }: { load: () => Promise<string[]>; queryKey?: string }) {
  const notes = useQuery({ queryKey: [queryKey], queryFn: load });
  return (
    <QueryStates
      query={notes}
      loading={
        <SkeletonGroup label="Loading notes…">
          <Skeleton height={48} />
        </SkeletonGroup>
      }
      error={{ title: 'Your notes could not be loaded' }}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title="No notes yet" action={<a href="/en/notes/new">Write a note</a>} />}
    >
      {(list) => (
        <ul aria-label="Notes">
          {list.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('shows the skeleton it is given, announced and busy, while the answer is on its way', () => {
    renderWithProviders(<Notes load={never} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notes…');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows what arrived', async () => {
    renderWithProviders(<Notes load={answers(['Buy milk', 'Call the bank'])} />);
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(list).toHaveTextContent('Buy milkCall the bank');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says in place what failed, and "Try again" asks again and shows the answer', async () => {
    const load = answers(new Error('offline'), ['Buy milk']);
    renderWithProviders(<Notes load={load} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your notes could not be loaded' }),
    ).toBeVisible();
    expect(
      screen.getByText('Check your connection and try again. Nothing you saved is lost.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Buy milk')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the loading state while the retry is on its way', async () => {
    let release: (notes: string[]) => void = () => {};
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    renderWithProviders(<Notes load={load} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading notes…');
    release(['Buy milk']);
    expect(await screen.findByText('Buy milk')).toBeVisible();
  });

  it('shows the empty state with its call to action when the answer holds nothing', async () => {
    renderWithProviders(<Notes load={answers([])} />);
    expect(await screen.findByRole('heading', { name: 'No notes yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Write a note' })).toHaveAttribute(
      'href',
      '/en/notes/new',
    );
  });

  it('keeps what arrived on screen when a later refetch fails', async () => {
    const load = answers(['Buy milk'], new Error('offline'));
    const { queryClient } = renderWithProviders(<Notes load={load} />);
    await screen.findByText('Buy milk');
    await queryClient.refetchQueries({ queryKey: ['notes'] });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Buy milk')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says "This could not be loaded" in the page language when the page names nothing', async () => {
    function Plain() {
      const query = useQuery({ queryKey: ['plain'], queryFn: answers(new Error('offline')) });
      return (
        <QueryStates query={query} loading={null}>
          {() => null}
        </QueryStates>
      );
    }
    renderWithProviders(<Plain />, { locale: 'de' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Das konnte nicht geladen werden' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });

  it('fits a part of a page as one line and a small retry, without a heading', async () => {
    function Widget() {
      const query = useQuery({ queryKey: ['widget'], queryFn: answers(new Error('offline')) });
      return (
        <QueryStates
          query={query}
          loading={null}
          error={{ title: 'No balances now', inline: true }}
        >
          {() => null}
        </QueryStates>
      );
    }
    renderWithProviders(<Widget />);
    expect(await screen.findByText('No balances now')).toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('allQueries', () => {
  function Both({
    wallets,
    methods,
  }: {
    wallets: () => Promise<string[]>;
    methods: () => Promise<string[]>;
  }) {
    const a = useQuery({ queryKey: ['wallets'], queryFn: wallets });
    const b = useQuery({ queryKey: ['methods'], queryFn: methods });
    return (
      <QueryStates query={allQueries(a, b)} loading={<p>Loading both…</p>}>
        {([walletList, methodList]) => (
          <p>
            Both lists: {walletList.join(', ')} / {methodList.join(', ')}
          </p>
        )}
      </QueryStates>
    );
  }

  it('waits for every query, then hands over all their answers', async () => {
    renderWithProviders(<Both wallets={answers(['USD'])} methods={answers(['Card', 'Bank'])} />);
    expect(screen.getByText('Loading both…')).toBeVisible();
    expect(await screen.findByText('Both lists: USD / Card, Bank')).toBeVisible();
  });

  it('fails when one fails, and the retry asks again only for the one that failed', async () => {
    const wallets = answers(['USD']);
    const methods = answers(new Error('offline'), ['Card']);
    renderWithProviders(<Both wallets={wallets} methods={methods} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Both lists: USD / Card')).toBeVisible();
    expect(wallets).toHaveBeenCalledTimes(1);
    expect(methods).toHaveBeenCalledTimes(2);
  });
});
