import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Transaction } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { StatusBadge } from '@/design-system/StatusBadge';
import { MoneyText } from '@/design-system/MoneyText';
import { StepCard, StepHeading } from '@/design-system/StepCard';
import { SummaryList } from '@/design-system/SummaryList';
import { MISSING_VALUE, money } from '@/lib/money';
import { paymentMessages } from './messages';
import { Actions } from './PaymentLayout';

const HistoryLink = styled(Link)`
  align-self: center;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

export interface PaymentResultProps {
  title: string;
  transaction: Transaction;
  headingRef: Ref<HTMLHeadingElement>;
  historyHref: string;
  redirecting: boolean;
  /** The provider's page was not opened: its address is not a safe one. */
  redirectRefused?: boolean;
  /** The answer was lost and the look-up found the transaction: say how the page knows. */
  recovered?: boolean;
  onAgain: () => void;
}

/** The created transaction: what was requested and its status. */
export function PaymentResult({
  title,
  transaction: t,
  headingRef,
  historyHref,
  redirecting,
  redirectRefused = false,
  recovered = false,
  onAgain,
}: PaymentResultProps) {
  const intl = useIntl();
  const statusLabels = {
    pending: intl.formatMessage(paymentMessages.statusPending),
    completed: intl.formatMessage(paymentMessages.statusCompleted),
    rejected: intl.formatMessage(paymentMessages.statusRejected),
    cancelled: intl.formatMessage(paymentMessages.statusCancelled),
  };
  return (
    <StepCard>
      <StepHeading ref={headingRef}>{title}</StepHeading>
      <SummaryList
        rows={[
          {
            label: intl.formatMessage(paymentMessages.resultReference),
            value: Number.isFinite(t.id) ? `#${t.id}` : MISSING_VALUE,
          },
          {
            label: intl.formatMessage(paymentMessages.summaryAmount),
            value: <MoneyText value={money(t.amount, t.currency)} sensitive={false} />,
            money: true,
          },
          {
            label: intl.formatMessage(paymentMessages.summaryMethod),
            value: t.method ?? MISSING_VALUE,
          },
          {
            label: intl.formatMessage(paymentMessages.resultStatus),
            value: <StatusBadge status={t.status} labels={statusLabels} />,
          },
        ]}
      />
      {recovered && <p>{intl.formatMessage(paymentMessages.resultFound)}</p>}
      {redirecting && <p>{intl.formatMessage(paymentMessages.redirecting)}</p>}
      {redirectRefused && (
        <ErrorBanner fallbackText={intl.formatMessage(paymentMessages.redirectRefused)} />
      )}
      <Actions>
        <HistoryLink to={historyHref}>
          {intl.formatMessage(paymentMessages.resultHistory)}
        </HistoryLink>
        <Button type="button" variant="secondary" onClick={onAgain}>
          {intl.formatMessage(paymentMessages.resultAgain)}
        </Button>
      </Actions>
    </StepCard>
  );
}
