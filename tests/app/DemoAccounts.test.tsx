import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DemoAccounts from '@/app/dev/DemoAccounts';
import { TWO_FACTOR_SECRET } from '@/mocks/seed/twoFactor';
import { totp } from '@/mocks/totp';
import { renderWithProviders } from '../utils/render';

afterEach(() => {
  vi.useRealTimers();
});

describe('DemoAccounts (demo mode only)', () => {
  it("shows the two-factor account's current code and renews it as time passes", () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-16T10:00:05Z') });
    renderWithProviders(<DemoAccounts onPick={() => {}} />);
    const item = screen.getByText('2fa@example.com').closest('li') as HTMLElement;
    expect(within(item).getByText(totp(TWO_FACTOR_SECRET))).toBeInTheDocument();
    expect(item).toHaveTextContent('(changes in 25 s)');
    act(() => vi.advanceTimersByTime(30_000));
    expect(within(item).getByText(totp(TWO_FACTOR_SECRET))).toBeInTheDocument();
    expect(item).toHaveTextContent('(changes in 25 s)');
    // Only the two-factor account has one.
    const demo = screen.getByText('demo@example.com').closest('li') as HTMLElement;
    expect(demo).not.toHaveTextContent(/Current code/);
  });

  it('fills the form with the chosen account', async () => {
    const onPick = vi.fn();
    renderWithProviders(<DemoAccounts onPick={onPick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^2fa@example\.com/ }));
    expect(onPick).toHaveBeenCalledWith({ email: '2fa@example.com', password: 'password' });
  });
});
