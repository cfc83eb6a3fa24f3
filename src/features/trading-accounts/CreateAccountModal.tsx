import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { createAccountErrorMessage, outcomeUnknown, withIdempotencyKey } from '@/api';
import { createTradingAccount, useCreateTradingAccount } from '@/api/generated/trading/trading';
import { selectAccount, type AccountView } from '@/api/readers/tradingAccount';
import { paths } from '@/config/paths';
import { CurrencyPickerModal } from '@/design-system/CurrencyPickerModal';
import { useIdempotencyKey } from '@/form';
import { usePreferences } from '@/stores/preferences';
import { useToasts } from '@/stores/toasts';
import { AccountOpened } from './AccountOpened';
import { NEW_ACCOUNT, reloadAccounts } from './accountQueries';
import { lostMessages, messages } from './messages';
import { useAccountLookup, type AccountLookup } from './useAccountLookup';
import { useCurrencies } from './useCurrencies';

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** The contract's ids are integers; a numeric string from the map's keys is sent as a number. */
const toCurrencyId = (id: number | string): number | string =>
  typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;

export interface CreateAccountModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Asked to close (the Close button, success, or following the link to the accounts). */
  onClose: () => void;
  /** Server the new account will live on, when known from the existing accounts. */
  server?: string;
  /** Where "Fund this account" leads for the new account (default: the deposit page). */
  fundHref?: (account: AccountView) => string;
}

/**
 * Opens a trading account: the currencies of `trading-account/currencies` (first preselected), the
 * request `{ currency_id }`, both without the global loader; success reloads the accounts and
 * shows the new account's login, server and how to connect, with "Fund this account" (a
 * deliberate deviation from the specification's "Saved successfully" toast: docs/deviations.md);
 * a refusal keeps the dialog with the server's message under the select. A lost answer is not a
 * failure: the dialog says the account is not confirmed, looks for it among the accounts (the
 * account found is shown as after an answer), and lets only the same request (same currency,
 * same key) go again.
 */
export function CreateAccountModal({
  open,
  onClose,
  server = NEW_ACCOUNT.server,
  fundHref,
}: CreateAccountModalProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePreferences((s) => s.locale);
  const queryClient = useQueryClient();
  const pushToast = useToasts((s) => s.push);
  const [error, setError] = useState<string | undefined>();
  const currencies = useCurrencies({ query: { enabled: open } });
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
  const [lost, setLost] = useState<{
    currencyId: number | string;
    phase: 'checking' | Exclude<AccountLookup, object>;
  } | null>(null);
  const sending = useRef(false);

  const done = (account: AccountView) => {
    keys.settle();
    setLost(null);
    setOpened(account);
    void reloadAccounts(queryClient);
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
      {
        onSuccess: (answer) => {
          let account: AccountView | null = null;
          try {
            account = selectAccount(answer).data;
          } catch {
            // An answer without a readable account: opened all the same; the list shows it.
          }
          if (account) done(account);
          else {
            keys.settle();
            setLost(null);
            onClose();
            void reloadAccounts(queryClient);
          }
        },
        onError: (failure) => {
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
        },
      },
    );
  };

  const all = currencies.data ?? [];
  const sent = lost && all.filter((c) => String(c.id) === String(lost.currencyId));
  const list = sent && sent.length > 0 ? sent : all;
  const lostText = lost && t(lostMessages[lost.phase]);
  const refused = error !== undefined || (lost !== null && lost.phase !== 'checking');
  if (open && opened) {
    return (
      <AccountOpened
        account={opened}
        fundHref={fundHref?.(opened) ?? paths.deposit.href(locale)}
        onClose={onClose}
      />
    );
  }
  return (
    <CurrencyPickerModal
      open={open}
      title={t(messages.modalTitle)}
      currencies={list}
      currenciesLoading={currencies.isPending}
      onConfirm={(id) => void confirm(id)}
      onClose={onClose}
      busy={create.isPending || lost?.phase === 'checking'}
      error={lostText ?? error ?? (currencies.isError ? t(messages.currenciesFailed) : undefined)}
      closeLabel={t(messages.close)}
      confirmLabel={t(messages.confirm)}
      currencyLabel={t(messages.currencyLabel)}
      loadingLabel={t(messages.busy)}
      emptyLabel={t(messages.noCurrencies)}
      note={
        refused ? (
          <Note>
            <Link to={paths.tradingAccounts.href(locale)} onClick={onClose}>
              {t(messages.seeAccounts)}
            </Link>
          </Note>
        ) : null
      }
    >
      <Details>
        <Intro>{t(messages.intro)}</Intro>
        <Facts>
          <dt>{t(messages.platform)}</dt>
          <dd>{NEW_ACCOUNT.platform}</dd>
          <dt>{t(messages.server)}</dt>
          <dd>{server}</dd>
          <dt>{t(messages.defaultLeverage)}</dt>
          <dd>{NEW_ACCOUNT.leverage}</dd>
        </Facts>
      </Details>
    </CurrencyPickerModal>
  );
}
