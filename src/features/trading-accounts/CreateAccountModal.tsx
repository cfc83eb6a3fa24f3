import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AccountView } from '@/api/readers/tradingAccount';
import { paths } from '@/config/paths';
import { CurrencyPickerModal } from '@/design-system/CurrencyPickerModal';
import { usePreferences } from '@/stores/preferences';
import { AccountOpened } from './AccountOpened';
import { NEW_ACCOUNT } from './accountQueries';
import { lostMessages, messages } from './messages';
import { useCurrencies } from './useCurrencies';
import { useOpenAccount } from './useOpenAccount';

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
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  const currencies = useCurrencies({ query: { enabled: open } });
  const { confirm, opened, error, lost, busy } = useOpenAccount({ open, onClose });

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
      busy={busy}
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
