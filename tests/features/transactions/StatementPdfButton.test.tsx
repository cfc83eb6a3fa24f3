import { describe, it, vi } from 'vitest';
import { selectWallets } from '@/api/readers/wallet';
import { StatementPdfButton } from '@/features/transactions/statementPdf/StatementPdfButton';
import { userQueryKey } from '@/session/user';
import { STORY_USER } from '../../../stories/pages/payments/fixtures';
import { STATEMENT_WALLETS } from '../../../stories/pages/transactions/statement';
import { expectOneToastWhenDialogCodeFails } from '../../utils/codeUnavailable';
import { createTestQueryClient } from '../../utils/render';

// The dialog's code as a dropped connection leaves it: its import fails.
vi.mock('@/features/transactions/statementPdf/StatementDialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('StatementPdfButton when the dialog’s code cannot be loaded', () => {
  it('says so in one toast where the client acted, never as the connection being down', async () => {
    // A signed-in client whose backend offers statements (call 54 answered).
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userQueryKey(), STORY_USER);
    queryClient.setQueryData(['statement', 'offered'], true);
    await expectOneToastWhenDialogCodeFails(
      <StatementPdfButton wallets={selectWallets(STATEMENT_WALLETS)} />,
      'Download statement (PDF)',
      { queryClient },
    );
  });
});
