import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { onApiEvent } from '@/api/events';
import { connectApiEvents } from '@/app/shell/apiEvents';
import { useOffline } from '@/app/shell/offline';
import { ToastHost } from '@/app/shell/ToastHost';
import { useToasts } from '@/stores/toasts';
import { renderWithProviders, type ProviderOptions } from './render';

/**
 * A button whose dialog's code cannot be loaded (the test file mocks that module to throw),
 * pressed twice: one error toast where the client acted, replaced rather than stacked by the
 * second failure, no dialog, and never the offline notice. The button stays, to try again.
 */
export async function expectOneToastWhenDialogCodeFails(
  button: ReactElement,
  name: string,
  options: ProviderOptions = {},
) {
  connectApiEvents();
  useToasts.getState().clear();
  const failures = vi.fn();
  const stop = onApiEvent('code-unavailable', failures);
  renderWithProviders(
    <>
      {button}
      <ToastHost />
    </>,
    options,
  );
  const user = userEvent.setup();
  const open = screen.getByRole('button', { name });
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
  expect(open).toBeInTheDocument();
}
