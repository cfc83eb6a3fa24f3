import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onApiEvent } from '@/api/events';
import { selectWallets } from '@/api/readers/wallet';
import { connectApiEvents } from '@/app/shell/apiEvents';
import { ToastHost } from '@/app/shell/ToastHost';
import { useOffline } from '@/app/shell/offline';
import { StatementPdfButton } from '@/features/transactions/statementPdf/StatementPdfButton';
import { userQueryKey } from '@/session/user';
import { useToasts } from '@/stores/toasts';
import { STORY_USER } from '../../../stories/pages/payments/fixtures';
import { STATEMENT_WALLETS } from '../../../stories/pages/transactions/statement';
import { createTestQueryClient, renderWithProviders } from '../../utils/render';

// The dialog's code as a dropped connection leaves it: its import fails.
vi.mock('@/features/transactions/statementPdf/StatementDialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('StatementPdfButton when the dialog’s code cannot be loaded', () => {
  it('says so in one toast where the client acted, never as the connection being down', async () => {
    connectApiEvents();
    useToasts.getState().clear();
    const failures = vi.fn();
    const stop = onApiEvent('code-unavailable', failures);
    // A signed-in client whose backend offers statements (call 54 answered).
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userQueryKey(), STORY_USER);
    queryClient.setQueryData(['statement', 'offered'], true);
    renderWithProviders(
      <>
        <StatementPdfButton wallets={selectWallets(STATEMENT_WALLETS)} />
        <ToastHost />
      </>,
      { queryClient },
    );
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Download statement (PDF)' });
    await user.click(open);
    expect(await screen.findByRole('alert')).toHaveTextContent(
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
    // The button stays, to try again.
    expect(open).toBeInTheDocument();
  });
});
