import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParamsUpdate } from '@/page/useSearchParamsUpdate';
import { silenceExpected } from '../utils/console';

/** A filter held in the address, as the notifications and transactions pages hold theirs. */
function UnreadFilter() {
  const [params, update] = useSearchParamsUpdate({ push: true });
  const location = useLocation();
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={params.get('unread') === '1'}
          onChange={(event) => update({ unread: event.target.checked ? 1 : null })}
        />
        Unread only
      </label>
      <select
        aria-label="Kind"
        value={params.get('kind') ?? ''}
        onChange={(event) => update({ kind: event.target.value })}
      >
        <option value="">Any</option>
        <option value="deposit">Deposit</option>
      </select>
      <output aria-label="Address">{location.search}</output>
    </>
  );
}

/**
 * The page's route, whose data (when `hold` is set) arrives only when released: the router applies
 * a new address only after that, as it does after its navigation's own steps on a busy machine.
 */
function renderAt(entry: string, hold?: Promise<void>) {
  let first = true;
  const router = createMemoryRouter(
    [
      {
        path: '/en/notifications',
        element: <UnreadFilter />,
        loader: async () => {
          if (!first) await hold;
          first = false;
          return null;
        },
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useSearchParamsUpdate', () => {
  // React Router warns of a data router without a hydration fallback; these tests need none.
  silenceExpected(/No `HydrateFallback` element/);
  it('shows a change at once, before the router has applied the new address, then the address', async () => {
    let release = () => {};
    renderAt('/en/notifications', new Promise<void>((resolve) => (release = resolve)));
    const box = await screen.findByRole('checkbox', { name: 'Unread only' });
    fireEvent.click(box);
    await act(async () => {});
    // The router is still on its way to `?unread=1`: the box shows what was asked.
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('');
    expect(box).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('');
    await act(async () => release());
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?unread=1');
    expect(box).toBeChecked();
  });

  it('keeps both of two changes made before the page renders the address again', async () => {
    renderAt('/en/notifications');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Unread only' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'deposit' },
    });
    expect(screen.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('deposit');
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '?unread=1&kind=deposit',
    );
  });

  it('shows an address the page did not ask for as it comes (back)', async () => {
    const router = renderAt('/en/notifications');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Unread only' }));
    await act(async () => {});
    await act(() => router.navigate(-1));
    expect(screen.getByRole('checkbox', { name: 'Unread only' })).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('');
  });
});
