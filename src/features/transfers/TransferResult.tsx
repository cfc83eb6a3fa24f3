import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { TransferEndType } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { MoneyText } from '@/design-system/MoneyText';
import { StepCard, StepHeading } from '@/design-system/StepCard';
import { SummaryList } from '@/design-system/SummaryList';
import { MISSING_VALUE, money } from '@/lib/money';
import { usePreferences } from '@/stores/preferences';
import { transferMessages as m } from './messages';
import { Actions, TextLink } from './TransferLayout';
import type { TransferOutcome } from './useTransferOutcome';

export interface TransferResultProps {
  outcome: TransferOutcome;
  headingRef: Ref<HTMLHeadingElement>;
  /** A side's name as the form shows it. */
  nameOf: (type: TransferEndType, id: number) => string;
  onAgain: () => void;
}

/** What the confirmation did: the reference, both sides, the amount in the source's currency. */
export function TransferResult({ outcome, headingRef, nameOf, onAgain }: TransferResultProps) {
  const t = useIntl().formatMessage;
  const locale = usePreferences((s) => s.locale);
  const { transaction, body, recovered } = outcome;
  const currency = transaction.currency || '';
  return (
    <StepCard>
      <StepHeading ref={headingRef}>
        {t(transaction.status === 'completed' ? m.doneTitle : m.donePending)}
      </StepHeading>
      <SummaryList
        rows={[
          {
            label: t(m.reference),
            value: Number.isFinite(transaction.id) ? `#${transaction.id}` : MISSING_VALUE,
          },
          { label: t(m.from), value: nameOf(body.from.type, body.from.id) },
          { label: t(m.to), value: nameOf(body.to.type, body.to.id) },
          {
            label: t(m.amount),
            value: <MoneyText value={money(body.amount, currency)} sensitive={false} />,
            money: true,
          },
        ]}
      />
      {recovered && <p>{t(m.doneFound)}</p>}
      <Actions>
        <TextLink to={paths.transactions.href(locale)}>{t(m.history)}</TextLink>
        <Button
          type="button"
          variant="secondary"
          onClick={(event) => {
            // The tail of a double click on "Confirm transfer" is no request for a new one.
            if (event.detail < 2) onAgain();
          }}
        >
          {t(m.again)}
        </Button>
      </Actions>
    </StepCard>
  );
}
