import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/payments/Withdraw.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../auth/renderPageStory';

const {
  Loaded,
  Empty,
  Loading,
  Error,
  RefusedBeforeSending,
  Confirm,
  ServerRefused,
  Success,
  Sending,
} = composeStories(stories);

const CREATE = '*/api/withdraw/create';

describe('WithdrawPage', () => {
  useCleanClient();

  it("sends { wallet_id, method_id, amount, details } with only the chosen method's details", async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(Loaded, { watch: [requests.handler] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '120');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Payment method/ }), 'Skrill');
    await user.click(screen.getByRole('textbox', { name: /^Skrill e-mail/ }));
    await user.paste(' dana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByRole('heading', { name: 'Withdrawal requested' });
    expect(requests.seen).toHaveLength(1);
    expect(await requests.seen[0]!.json()).toEqual({
      wallet_id: 1,
      method_id: 14,
      amount: 120,
      details: { account_email: 'dana@example.com' },
    });
  });

  it('leaves an empty optional detail out of the body', async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(Loaded, { watch: [requests.handler] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '150');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Payment method/ }),
      'Bank transfer (SWIFT/SEPA)',
    );
    await user.click(screen.getByRole('textbox', { name: /^Account holder/ }));
    await user.paste('Dana Demo');
    await user.click(screen.getByRole('textbox', { name: /^IBAN/ }));
    await user.paste('DE89370400440532013000');
    await user.click(screen.getByRole('textbox', { name: /^SWIFT/ }));
    await user.paste('COBADEFFXXX');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByRole('heading', { name: 'Withdrawal requested' });
    expect(await requests.seen[0]!.json()).toEqual({
      wallet_id: 1,
      method_id: 12,
      amount: 150,
      details: {
        account_holder: 'Dana Demo',
        iban: 'DE89370400440532013000',
        swift: 'COBADEFFXXX',
      },
    });
  });

  it('refuses missing details and an amount above the available money without a request', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(RefusedBeforeSending, { watch: [requests.handler] });
    await play();
    expect(requests.seen).toHaveLength(0);
  });

  it("puts the server's 422 under the amount and the detail field and keeps every value", async () => {
    const { play } = renderPageStory(ServerRefused);
    await play();
    expect(screen.getByRole('textbox', { name: /^Name on card/ })).toHaveValue('Dana Demo');
    // Typing clears that field's message only.
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^Card number/ }), '2');
    expect(screen.getByRole('textbox', { name: /^Card number/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('sends once on a double click of confirm', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(Sending, { watch: [requests.handler] });
    await play();
    await waitFor(() => expect(requests.seen).toHaveLength(1));
    expect(requests.seen).toHaveLength(1);
  });

  it.each([
    ['loaded', Loaded],
    ['empty', Empty],
    ['loading', Loading],
    ['error', Error],
    ['confirm', Confirm],
    ['success', Success],
  ])('runs the %s story', async (_, Story) => {
    const { play } = renderPageStory(Story);
    await play();
  });
});
