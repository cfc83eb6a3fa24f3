import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAllTickets } from '@/api/generated/tickets/tickets';
import { getTradingAccount } from '@/api/generated/trading/trading';
import { getWallets } from '@/api/generated/wallets/wallets';
import { connectApiEvents } from '@/app/shell/apiEvents';
import { server } from '@/mocks/node';
import { useDialogs } from '@/stores/dialogs';
import { useSession } from '@/stores/session';
import { useCleanClient } from '../api/helpers';

const unauthorized = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
const settle = (promise: Promise<unknown>) => promise.catch(() => undefined);

describe('the HTTP client events in the dialogs queue', () => {
  useCleanClient();

  it('queues one session-expired warning for a burst of 401s (one guard, in the client)', async () => {
    connectApiEvents();
    useSession.getState().saveToken('secret-token', false);
    server.use(
      mock.post('*/api/wallets', unauthorized),
      mock.post('*/api/trading-account', unauthorized),
      mock.post('*/api/tickets/get-all-tickets', unauthorized),
    );

    await Promise.all([settle(getWallets()), settle(getTradingAccount()), settle(getAllTickets())]);
    await settle(getWallets());

    expect(useDialogs.getState().queue).toEqual([{ kind: 'unauthorized' }]);
  });
});
