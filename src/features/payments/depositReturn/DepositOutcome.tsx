import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Transaction } from '@/api/generated/model';
import { useGetWallets, useGetWalletsInfo } from '@/api/generated/wallets/wallets';
import { selectWalletInfo, selectWallets } from '@/api/readers/wallet';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { ButtonLink } from '@/design-system/ButtonLink';
import { MoneyText } from '@/design-system/MoneyText';
import { StatusBadge } from '@/design-system/StatusBadge';
import { StepCard } from '@/design-system/StepCard';
import { SummaryList, type SummaryRow } from '@/design-system/SummaryList';
import { MISSING_VALUE, money } from '@/lib/money';
import { usePreferences } from '@/stores/preferences';
import { paymentMessages } from '../messages';
import { Actions } from '../PaymentLayout';
import { returnMessages as m } from './messages';

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Said = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
  }
`;

const TextLink = styled(Link)`
  align-self: center;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

type Stage = 'pending' | 'late' | 'credited' | 'not-paid';

const stageOf = (status: string, late: boolean): Stage =>
  status === 'completed'
    ? 'credited'
    : status === 'rejected' || status === 'cancelled'
      ? 'not-paid'
      : late
        ? 'late'
        : 'pending';

/** What the card says first: its heading and sentence. */
function said(stage: Stage, status: string) {
  switch (stage) {
    case 'pending':
      return { title: m.pendingTitle, text: m.pendingText };
    case 'late':
      return { title: m.lateTitle, text: m.lateText };
    case 'credited':
      return { title: m.creditedTitle, text: m.creditedText };
    case 'not-paid':
      return {
        title: m.notPaidTitle,
        text: status === 'cancelled' ? m.cancelledText : m.rejectedText,
      };
  }
}

/** The deposit form again with the same wallet and amount filled in. */
const againHref = (base: string, t: Transaction) =>
  `${base}?${new URLSearchParams({ wallet: String(t.wallet_id), amount: String(Math.abs(t.amount)) })}`;

/** The wallet's name and, once the deposit is credited, its new balance. */
function useWallet(t: Transaction, credited: boolean) {
  const wallets = useGetWallets({ query: { select: selectWallets } });
  const info = useGetWalletsInfo(
    { wallet_id: t.wallet_id },
    { query: { enabled: credited, select: selectWalletInfo } },
  );
  return {
    name: wallets.data?.find((wallet) => wallet.id === t.wallet_id)?.name ?? MISSING_VALUE,
    balance: credited ? info.data?.balance : undefined,
  };
}

export interface DepositOutcomeProps {
  transaction: Transaction;
  /** Still pending after the page stopped following it. */
  late: boolean;
  /** Asks where it stands once more ("Check now"). */
  onCheck: () => void;
  /** A question is on its way. */
  checking: boolean;
}

/**
 * Where the deposit stands: pending (what that means, and that the page follows it), still
 * pending after a few minutes (the client will be told), credited (amount, wallet, new balance)
 * or not paid (why, if known, and the same deposit to try again). Its heading and first sentence
 * are a live region: a change is announced as it happens.
 */
export function DepositOutcome({ transaction: t, late, onCheck, checking }: DepositOutcomeProps) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const locale = usePreferences((s) => s.locale);
  const stage = stageOf(t.status, late);
  const wallet = useWallet(t, stage === 'credited');
  const amount = money(Math.abs(t.amount), t.currency);
  const statusLabels = {
    pending: f(paymentMessages.statusPending),
    completed: f(paymentMessages.statusCompleted),
    rejected: f(paymentMessages.statusRejected),
    cancelled: f(paymentMessages.statusCancelled),
  };
  const rows: SummaryRow[] = [
    { label: f(m.amount), value: <MoneyText value={amount} sensitive={false} />, money: true },
    { label: f(m.wallet), value: wallet.name },
    { label: f(m.method), value: t.method ?? MISSING_VALUE },
    { label: f(m.reference), value: `#${t.id}` },
    { label: f(m.status), value: <StatusBadge status={t.status} labels={statusLabels} /> },
  ];
  if (stage === 'credited')
    rows.push({
      label: f(m.newBalance),
      value: wallet.balance === undefined ? MISSING_VALUE : <MoneyText value={wallet.balance} />,
      money: true,
    });
  const { title, text } = said(stage, t.status);
  const transactions = (
    <TextLink to={paths.transactions.href(locale)}>{f(m.transactions)}</TextLink>
  );

  return (
    <StepCard>
      <Said role="status">
        <Heading>{f(title)}</Heading>
        <p>{f(text)}</p>
        {stage === 'not-paid' && t.comment && <p>{f(m.reason, { reason: t.comment })}</p>}
      </Said>
      <SummaryList rows={rows} />
      <Actions>
        {transactions}
        {stage === 'late' && (
          <Button variant="secondary" busy={checking} onClick={onCheck}>
            {f(m.checkNow)}
          </Button>
        )}
        {stage === 'credited' && (
          <ButtonLink primary href={paths.home.href(locale)}>
            {f(m.home)}
          </ButtonLink>
        )}
        {stage === 'not-paid' && (
          <ButtonLink primary href={againHref(paths.deposit.href(locale), t)}>
            {f(m.again)}
          </ButtonLink>
        )}
      </Actions>
    </StepCard>
  );
}
