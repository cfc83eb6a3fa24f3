import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onApiEvent } from '@/api/events';
import { connectApiEvents } from '@/app/shell/apiEvents';
import { ToastHost } from '@/app/shell/ToastHost';
import { OpenAccountButton } from '@/features/trading-accounts/OpenAccountButton';
import { useOffline } from '@/app/shell/offline';
import { useToasts } from '@/stores/toasts';
import { renderWithProviders } from '../../utils/render';

// The dialog's code as a dropped connection leaves it: its import fails.
vi.mock('@/features/trading-accounts/CreateAccountModal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('OpenAccountButton when the dialog’s code cannot be loaded', () => {
  it('says so in one toast where the client acted, never as the connection being down', async () => {
    connectApiEvents();
    useToasts.getState().clear();
    const failures = vi.fn();
    const stop = onApiEvent('code-unavailable', failures);
    renderWithProviders(
      <>
        <OpenAccountButton />
        <ToastHost />
      </>,
    );
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Open a trading account' });
    await user.click(open);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This could not be opened. Check your connection and try again.',
    );
    await user.click(open);
    // The second failure has been told (not only the first): it replaced the toast.
    await vi.waitFor(() => expect(failures).toHaveBeenCalledTimes(2));
    stop();
    expect(useToasts.getState().toasts).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useOffline.getState().offline).toBe(false);
  });
});
