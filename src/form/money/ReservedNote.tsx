import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Transaction } from '@/api/generated/model';
import { useGetTransactions } from '@/api/generated/transactions/transactions';
import { selectTransactionPage } from '@/api/readers/transaction';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { Link } from '@/design-system/Link';
import { useNumberFormat } from '@/design-system/NumberFormat';
import type { Money } from '@/lib/money';
import { usePreferences } from '@/stores/preferences';

const messages = {
  named: defineMessage<{ amount: string; what: string }>({
    id: 'money.reservedNote.named',
    defaultMessage: '{amount} reserved by {what}.',
  }),
  withdrawals: defineMessage<{ count: number }>({
    id: 'money.reservedNote.withdrawals',
    defaultMessage: '{count, plural, one {# pending withdrawal} other {# pending withdrawals}}',
  }),
  subscriptions: defineMessage<{ count: number }>({
    id: 'money.reservedNote.subscriptions',
    defaultMessage: '{count, plural, one {# IPO subscription} other {# IPO subscriptions}}',
  }),
  unnamed: defineMessage<{ amount: string }>({
    id: 'money.reservedNote.unnamed',
    defaultMessage: '{amount} reserved: it cannot leave the wallet until its movement completes.',
  }),
  link: defineMessage<{ count: number }>({
    id: 'money.reservedNote.link',
    defaultMessage:
      '{count, plural, =0 {See the pending transactions} one {See it in your transactions} other {See them in your transactions}}',
  }),
  ...defineMessages({
    failed: {
      id: 'money.walletFigures.failed',
      defaultMessage: 'What can leave this wallet now could not be loaded.',
    },
    failedHint: {
      id: 'money.walletFigures.failedHint',
      defaultMessage: 'You can still continue: the amount is checked when you confirm.',
    },
    retry: { id: 'money.walletFigures.retry', defaultMessage: 'Try again' },
  }),
};

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
  p + p {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What holds money back: pending withdrawals, and IPO subscriptions whose money is held. */
const RESERVING: readonly Transaction['type'][] = ['withdrawal', 'ipo_buy'];

/** What the pending movements of a wallet say about its reserved amount. */
export interface Reservation {
  withdrawals: number;
  subscriptions: number;
  /** The pending movements account for the whole reserved amount: they can be named. */
  complete: boolean;
}

/**
 * Which pending movements hold `reserved` back. They are named only when they add up to it, in
 * its currency; otherwise the note says the amount and no more (the backend may reserve for
 * reasons its transactions do not show).
 */
export function reservationOf(pending: Transaction[], reserved: Money): Reservation {
  const rows = pending.filter(
    (row) =>
      row.status === 'pending' &&
      RESERVING.includes(row.type) &&
      row.currency.toUpperCase() === reserved.currency,
  );
  const sum = rows.reduce((total, row) => total + Math.abs(row.amount), 0);
  return {
    withdrawals: rows.filter((row) => row.type === 'withdrawal').length,
    subscriptions: rows.filter((row) => row.type === 'ipo_buy').length,
    complete: rows.length > 0 && Math.abs(sum - reserved.amount) < 0.005,
  };
}

export interface ReservedNoteProps {
  walletId: number;
  /** The wallet's `WalletInfo.reserved`; nothing is said when it is not positive. */
  reserved: Money | null | undefined;
}

/**
 * "$ 345.60 reserved by 1 pending withdrawal. See it in your transactions": what holds part of the
 * wallet back, from its pending transactions, with a link to them in the transactions list.
 */
export function ReservedNote({ walletId, reserved }: ReservedNoteProps) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const locale = usePreferences((s) => s.locale);
  const held = reserved && Number.isFinite(reserved.amount) && reserved.amount > 0;
  const pending = useGetTransactions(
    { wallet_id: walletId, status: 'pending', per_page: 100 },
    { query: { enabled: Boolean(held), select: selectTransactionPage } },
  );
  if (!held || !reserved) return null;
  const amount = fmt.money(reserved);
  const found = pending.data ? reservationOf(pending.data.data, reserved) : null;
  const parts = found?.complete
    ? [
        ...(found.withdrawals > 0
          ? [intl.formatMessage(messages.withdrawals, { count: found.withdrawals })]
          : []),
        ...(found.subscriptions > 0
          ? [intl.formatMessage(messages.subscriptions, { count: found.subscriptions })]
          : []),
      ]
    : [];
  const count = found?.complete ? found.withdrawals + found.subscriptions : 0;
  const query = new URLSearchParams({ wallet: String(walletId), status: 'pending' });
  if (found?.complete && found.subscriptions === 0) query.set('type', 'withdrawal');
  return (
    <Note data-sensitive="">
      {parts.length > 0
        ? intl.formatMessage(messages.named, { amount, what: intl.formatList(parts) })
        : intl.formatMessage(messages.unnamed, { amount })}{' '}
      <Link href={`${paths.transactions.href(locale)}?${query.toString()}`}>
        {intl.formatMessage(messages.link, { count })}
      </Link>
    </Note>
  );
}

/**
 * The wallet's figures (`wallets-info`) could not be loaded: said where the figure belongs, with a
 * retry, and what the client can still do.
 */
export function WalletFiguresFailed({ onRetry }: { onRetry: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <Failed role="group" aria-label={t(messages.failed)}>
      <p>{t(messages.failed)}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t(messages.retry)}
      </Button>
      <p>{t(messages.failedHint)}</p>
    </Failed>
  );
}
