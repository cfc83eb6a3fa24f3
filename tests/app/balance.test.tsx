import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetClientInfoResponseMock } from '@/api/generated/session/session.msw';
import { AppBalanceBar } from '@/app/shell/AppBalanceBar';
import { AppSidebar } from '@/app/shell/AppSidebar';
import { server } from '@/mocks/node';
import { userQueryKey } from '@/session';
import { createTestQueryClient, renderWithProviders } from '../utils/render';
import { withoutResponseValidation } from '../utils/validation';

/*
 * The balance in the frame (the sidebar from lg up, the bar below) as a real backend may send it,
 * with the response validation of development builds off, as in production: amounts as decimal
 * strings are amounts, and wallets it cannot read are the balance's error with a retry, never
 * "No wallet yet".
 */
withoutResponseValidation();

const WALLETS = '*/api/wallets';
const main = { id: 1, name: 'Main wallet', currency: 'usd', balance: '12345.60' };

function renderFrame() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userQueryKey(), {
    ...getGetClientInfoResponseMock(),
    first_name: 'Dana',
    second_name: 'Reyes',
    status: 'active',
  });
  renderWithProviders(
    <>
      <AppBalanceBar />
      <AppSidebar />
    </>,
    { queryClient },
  );
  return {
    sidebar: screen.getByRole('complementary', { name: 'Profile and balance' }),
    // Hidden from lg up, where the sidebar shows the balance (jsdom applies that rule).
    bar: screen.getByLabelText('Available balance', { selector: 'section' }),
  };
}

describe('the balance in the frame', () => {
  it('shows a balance sent as a decimal string in full, in the sidebar and in the bar', async () => {
    server.use(http.post(WALLETS, () => HttpResponse.json([main])));
    const { sidebar, bar } = renderFrame();
    expect(await within(sidebar).findByText('$ 12,345.60')).toBeVisible();
    expect(await within(bar).findByText('$ 12,345.60')).toBeInTheDocument();
  });

  it('says the balance could not be loaded when the wallets are unreadable, and retries in place', async () => {
    let unreadable = true;
    server.use(
      http.post(WALLETS, () =>
        HttpResponse.json(
          unreadable
            ? [{ id: 'w-1', name: 'Main wallet', currency: 'USD', balance: { value: 1 } }]
            : [main],
        ),
      ),
    );
    const { sidebar, bar } = renderFrame();
    expect(await within(sidebar).findByText('The balance could not be loaded.')).toBeVisible();
    expect(await within(bar).findByText('The balance could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No wallet yet')).not.toBeInTheDocument();
    unreadable = false;
    await userEvent.setup().click(within(sidebar).getByRole('button', { name: 'Retry' }));
    expect(await within(sidebar).findByText('$ 12,345.60')).toBeVisible();
  });
});
