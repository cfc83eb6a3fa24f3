import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { createAccountErrorMessage } from '@/api/errors';
import type { CreateTradingAccountRequest, TradingAccountData } from '@/api/generated/model';
import { createTradingAccount, useCreateTradingAccount } from '@/api/generated/trading/trading';
import { selectAccount, type AccountView } from '@/api/readers/tradingAccount';
import { answerOf, isLostAnswer, useIdempotentSubmit } from '@/form/money';
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

/** The refusal of the last confirmation (its message), and the account it opened. */
function useOpeningState(open: boolean) {
  const [error, setError] = useState<string | undefined>();
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
  return { error, setError, opened, setOpened };
}

/**
 * Opening an account in the dialog: `confirm(currency)` sends `{ currency_id }` through
 * `useIdempotentSubmit` (one `Idempotency-Key` per confirmation; confirming the same currency again
 * after a lost answer sends the same key, so the backend opens one account); `opened` is the
 * account made (shown until the dialog closes), `error` a refusal's message, `lost` a lost
 * answer's look-up (while it stands, only the same request may go again). Each opening of the
 * dialog starts without the last refusal or account.
 */
export function useOpenAccount({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const queryClient = useQueryClient();
  const pushToast = useToasts((s) => s.push);
  const { error, setError, opened, setOpened } = useOpeningState(open);
  const lookup = useAccountLookup();
  const done = (account: AccountView) => {
    setOpened(account);
    void reloadAccounts(queryClient);
  };
  const account = useIdempotentSubmit<
    CreateTradingAccountRequest,
    TradingAccountData,
    AccountView,
    'notFound' | 'failed'
  >({
    send: (data, withKey) => createTradingAccount(data, { showLoader: false, ...withKey }),
    lookUp: async ({ currency_id }) => {
      const found = await lookup.lookUp(currency_id);
      return typeof found === 'object' ? found : { phase: found };
    },
    lookUpFailed: 'failed',
    onFound: done,
  });
  const create = useCreateTradingAccount({
    mutation: { mutationFn: async ({ data }) => answerOf(await account.submit(() => data)) },
  });

  const onAnswer = (answer: unknown) => {
    const made = accountOf(answer);
    if (made) return done(made);
    onClose();
    void reloadAccounts(queryClient);
  };

  const onFailure = (failure: unknown) => {
    // Not "something went wrong": the account may have been opened; the look-up is under way.
    if (isLostAnswer(failure)) return;
    const inline = createAccountErrorMessage(failure);
    setError(inline ?? t(messages.errorTextToast));
    pushToast({
      tone: 'error',
      title: messages.errorTitleToast,
      message: inline ?? messages.errorTextToast,
      key: 'trading-account-create-failed',
    });
  };

  const { lost } = account;
  // Noting the accounts before a confirmation: a second click meanwhile starts no second one.
  const preparing = useRef(false);
  const confirm = async (chosen: number | string) => {
    if (create.isPending || preparing.current || account.busy) return;
    preparing.current = true;
    setError(undefined);
    const currencyId = toCurrencyId(lost?.request.currency_id ?? chosen) as number;
    // The accounts as they are before this confirmation, should its answer be lost.
    if (!lost) await lookup.remember();
    preparing.current = false;
    create.mutate(
      { data: { currency_id: currencyId } },
      { onSuccess: onAnswer, onError: onFailure },
    );
  };

  return {
    confirm,
    opened,
    error,
    lost: lost && ({ currencyId: lost.request.currency_id, phase: lost.phase } as LostAccount),
    busy: create.isPending || lost?.phase === 'checking',
  };
}
