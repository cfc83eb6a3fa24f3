import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { createAccountErrorMessage, outcomeUnknown, withIdempotencyKey } from '@/api';
import { createTradingAccount, useCreateTradingAccount } from '@/api/generated/trading/trading';
import { selectAccount, type AccountView } from '@/api/readers/tradingAccount';
import { useIdempotencyKey } from '@/form';
import { useToasts } from '@/stores/toasts';
import { reloadAccounts } from './accountQueries';
import { messages } from './messages';
import { useAccountLookup, type AccountLookup } from './useAccountLookup';

/** The contract's ids are integers; a numeric string from the map's keys is sent as a number. */
const toCurrencyId = (id: number | string): number | string =>
  typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;

/** A confirmation whose answer was lost, and where the look-up for its account stands. */
export type LostAccount = {
  currencyId: number | string;
  phase: 'checking' | Exclude<AccountLookup, object>;
};

/** The account an answer stands for; null when the answer holds none that can be read. */
function accountOf(answer: unknown): AccountView | null {
  try {
    return selectAccount(answer).data;
  } catch {
    // An answer without a readable account: opened all the same; the list shows it.
    return null;
  }
}

/**
 * Opening an account in the dialog: `confirm(currency)` sends `{ currency_id }` with one
 * `Idempotency-Key` per confirmation; `opened` is the account made (shown until the dialog
 * closes), `error` a refusal's message, `lost` a lost answer's look-up (while it stands, only the
 * same request may go again). Each opening of the dialog starts without the last refusal or account.
 */
export function useOpenAccount({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const queryClient = useQueryClient();
  const pushToast = useToasts((s) => s.push);
  const [error, setError] = useState<string | undefined>();
  const keys = useIdempotencyKey();
  const create = useCreateTradingAccount({
    mutation: {
      // One Idempotency-Key per confirmation: confirming the same currency again after a lost
      // answer sends the same key, so the backend opens one account; any answer settles it.
      mutationFn: async ({ data }) => {
        try {
          const answer = await createTradingAccount(data, {
            showLoader: false,
            ...withIdempotencyKey(keys.keyFor(data)),
          });
          keys.settle();
          return answer;
        } catch (failure) {
          if (!outcomeUnknown(failure)) keys.settle();
          throw failure;
        }
      },
    },
  });

  // The account opened by the last confirmation, shown until the dialog closes.
  const [opened, setOpened] = useState<AccountView | null>(null);

  // Each opening starts without the last refusal or account.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setError(undefined);
      setOpened(null);
    }
  }

  const lookup = useAccountLookup();
  // A confirmation whose answer was lost: only the same request may go again (same body, same
  // key), so the currency stays the one sent until the outcome is known.
  const [lost, setLost] = useState<LostAccount | null>(null);
  const sending = useRef(false);

  const done = (account: AccountView) => {
    keys.settle();
    setLost(null);
    setOpened(account);
    void reloadAccounts(queryClient);
  };

  const onAnswer = (answer: unknown) => {
    const account = accountOf(answer);
    if (account) done(account);
    else {
      keys.settle();
      setLost(null);
      onClose();
      void reloadAccounts(queryClient);
    }
  };

  const onFailure = (failure: unknown, currencyId: number) => {
    if (outcomeUnknown(failure)) {
      // Not "something went wrong": the account may have been opened. Say so and look.
      setLost({ currencyId, phase: 'checking' });
      void lookup.lookUp(currencyId).then((found) => {
        if (typeof found === 'object') done(found.found);
        else setLost({ currencyId, phase: found });
      });
      return;
    }
    setLost(null);
    const inline = createAccountErrorMessage(failure);
    setError(inline ?? t(messages.errorTextToast));
    pushToast({
      tone: 'error',
      title: messages.errorTitleToast,
      message: inline ?? messages.errorTextToast,
      key: 'trading-account-create-failed',
    });
  };

  const confirm = async (chosen: number | string) => {
    if (create.isPending || sending.current || lost?.phase === 'checking') return;
    sending.current = true;
    setError(undefined);
    const currencyId = toCurrencyId(lost?.currencyId ?? chosen) as number;
    // The accounts as they are before this confirmation, should its answer be lost.
    if (!lost) await lookup.remember();
    sending.current = false;
    create.mutate(
      { data: { currency_id: currencyId } },
      { onSuccess: onAnswer, onError: (failure) => onFailure(failure, currencyId) },
    );
  };

  return {
    confirm,
    opened,
    error,
    lost,
    busy: create.isPending || lost?.phase === 'checking',
  };
}
