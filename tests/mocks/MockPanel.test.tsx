import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MockPanel from '@/app/dev/MockPanel';
import {
  activeScenarios,
  ignoredSwitches,
  rememberIgnoredSwitches,
  setScenario,
} from '@/mocks/scenarios';
import { renderWithProviders } from '../utils/render';
import { call } from './api';

describe('MockPanel', () => {
  it('switches a scenario on and off for one call', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MockPanel />);
    await user.click(screen.getByRole('button', { name: 'Demo backend' }));
    await user.selectOptions(screen.getByLabelText('Call'), 'getWallets');
    await user.selectOptions(screen.getByLabelText('Scenario'), '401');
    await user.click(screen.getByRole('button', { name: 'Switch on' }));
    expect(activeScenarios()).toEqual({ getWallets: '401' });
    expect(screen.getByRole('button', { name: /1 scenario on/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Switch off the scenario of getWallets' }));
    expect(activeScenarios()).toEqual({});
    expect(screen.getByText('No scenario is on: every call answers normally.')).toBeInTheDocument();
  });

  it('clears every scenario at once', async () => {
    setScenario('login', 'slow');
    setScenario('*', 'network');
    const user = userEvent.setup();
    renderWithProviders(<MockPanel />);
    await user.click(screen.getByRole('button', { name: /Demo backend · 2 scenarios on/ }));
    expect(within(screen.getAllByRole('list')[0]!).getByText('All calls')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch all off' }));
    expect(activeScenarios()).toEqual({});
  });

  it('resets the demo data and lists the demo accounts, in English whatever the locale', async () => {
    await call('/api/ipo/buy', { stock_id: 46, quantity: 100 });
    const user = userEvent.setup();
    renderWithProviders(<MockPanel />, { locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Demo backend' }));
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByText('failed@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The demo data is back to its initial state.',
    );
    expect((await call('/api/wallets')).data[0].balance).toBe(12345.6);
  });
});

describe('MockPanel on a phone and with mistyped switches', () => {
  it('shows a mistyped ?mock= switch as a visible warning with a suggestion, until dismissed', async () => {
    rememberIgnoredSwitches(['getWalets:500json']);
    const user = userEvent.setup();
    renderWithProviders(<MockPanel />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('getWalets:500json');
    expect(alert).toHaveTextContent('did you mean getWallets:500json?');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ignoredSwitches()).toEqual([]);
  });

  it('lists the scenarios and every call by name, method and path', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MockPanel />);
    await user.click(screen.getByRole('button', { name: 'Demo backend' }));
    const panel = screen.getByRole('region', { name: 'Demo backend' });
    expect(within(panel).getByText('getWallets')).toBeInTheDocument();
    expect(within(panel).getByText('POST /api/wallets')).toBeInTheDocument();
    expect(within(panel).getByText('Never answers: a network failure.')).toBeInTheDocument();
    expect(
      within(panel).getByRole('option', { name: 'getWallets · POST /api/wallets' }),
    ).toBeInTheDocument();
  });

  it('is a small tab that moves to the other side or tucks away, remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<MockPanel />);
    await user.click(screen.getByRole('button', { name: 'Demo backend' }));
    await user.click(screen.getByRole('button', { name: 'Move to the right' }));
    expect(screen.getByRole('button', { name: 'Move to the left' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tuck away' }));
    expect(screen.queryByRole('button', { name: 'Demo backend' })).toBeNull();
    unmount();
    renderWithProviders(<MockPanel />);
    await user.click(screen.getByRole('button', { name: 'Show the demo backend tab' }));
    await user.click(screen.getByRole('button', { name: 'Demo backend' }));
    expect(screen.getByRole('button', { name: 'Move to the left' })).toBeInTheDocument();
  });
});
