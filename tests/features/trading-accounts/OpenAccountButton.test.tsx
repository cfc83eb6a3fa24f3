import { describe, it, vi } from 'vitest';
import { OpenAccountButton } from '@/features/trading-accounts/OpenAccountButton';
import { expectOneToastWhenDialogCodeFails } from '../../utils/codeUnavailable';

// The dialog's code as a dropped connection leaves it: its import fails.
vi.mock('@/features/trading-accounts/CreateAccountModal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('OpenAccountButton when the dialog’s code cannot be loaded', () => {
  it('says so in one toast where the client acted, never as the connection being down', async () => {
    await expectOneToastWhenDialogCodeFails(<OpenAccountButton />, 'Open a trading account');
  });
});
