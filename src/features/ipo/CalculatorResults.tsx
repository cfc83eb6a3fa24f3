import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { MISSING_VALUE } from '@/lib/money';
import { nearestOrders, type CalculatorCase, type CalculatorResult } from './ipoMath';
import { usd } from './ipoMoney';
import { quantityMessages } from './messages';
import { PnlChange } from './PnlChange';
import { Figures, Muted } from './Figures';

const messages = defineMessages({
  heading: { id: 'ipo.calculator.results', defaultMessage: 'Results' },
  top: defineMessage<{ price: string }>({
    id: 'ipo.calculator.top',
    defaultMessage: 'At the top of the range ({price})',
  }),
  bottom: defineMessage<{ price: string }>({
    id: 'ipo.calculator.bottom',
    defaultMessage: 'At the bottom of the range ({price})',
  }),
  shares: { id: 'ipo.calculator.sharesResult', defaultMessage: 'Shares' },
  cost: { id: 'ipo.calculator.cost', defaultMessage: 'Cost' },
  gain: { id: 'ipo.calculator.gain', defaultMessage: 'Possible gain at listing' },
  noListing: {
    id: 'ipo.calculator.noListing',
    defaultMessage: 'Enter an expected listing price to see the gain.',
  },
  incomplete: {
    id: 'ipo.calculator.incomplete',
    defaultMessage:
      'Choose an IPO or enter a price range and a lot size, then an amount or a number of shares.',
  },
  belowMinimum: defineMessage<{ minimum: string }>({
    id: 'ipo.calculator.belowMinimum',
    defaultMessage: 'Below the minimum subscription of {minimum} shares.',
  }),
});

const Cases = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Case = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function CaseCard({
  title,
  result,
  minimum,
}: {
  title: string;
  result: CalculatorCase;
  minimum: number | null;
}) {
  const intl = useIntl();
  const format = useNumberFormat();
  return (
    <Case aria-label={title}>
      <h3>{title}</h3>
      <Figures>
        <div>
          <dt>{intl.formatMessage(messages.shares)}</dt>
          <dd>{format.number(result.shares)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.cost)}</dt>
          <dd>
            <MoneyText value={usd(result.cost)} />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.gain)}</dt>
          <dd>
            {result.gain === null ? (
              MISSING_VALUE
            ) : (
              <PnlChange amount={usd(result.gain)} percent={result.gainPercent ?? 0} />
            )}
          </dd>
        </div>
      </Figures>
      {minimum !== null && result.shares < minimum && (
        <Muted>
          {intl.formatMessage(messages.belowMinimum, { minimum: format.number(minimum) })}
        </Muted>
      )}
    </Case>
  );
}

export interface CalculatorResultsProps {
  result: CalculatorResult | null;
  /** The chosen IPO's minimum quantity (null for a range typed by hand). */
  minimum: number | null;
  /** Shares come in lots of this many (the IPO's, or the one typed); null when not known. */
  lot?: number | null;
}

/** Both ends of the price range side by side; announced politely as they change. */
export function CalculatorResults({ result, minimum, lot }: CalculatorResultsProps) {
  const intl = useIntl();
  const format = useNumberFormat();
  // In shares mode both cases hold the count typed; in amount mode it is always whole lots.
  const nearest =
    result && lot
      ? nearestOrders(result.top.shares, { lot_size: lot, min_quantity: minimum ?? 0 })
      : null;
  return (
    <Section aria-labelledby="ipo-calculator-results" aria-live="polite">
      <h2 id="ipo-calculator-results">{intl.formatMessage(messages.heading)}</h2>
      {result ? (
        <>
          <Cases>
            <CaseCard
              title={intl.formatMessage(messages.top, {
                price: format.money(usd(result.top.price)),
              })}
              result={result.top}
              minimum={minimum}
            />
            <CaseCard
              title={intl.formatMessage(messages.bottom, {
                price: format.money(usd(result.bottom.price)),
              })}
              result={result.bottom}
              minimum={minimum}
            />
          </Cases>
          {nearest && (
            <Muted>
              {intl.formatMessage(quantityMessages.notLotMultiple, {
                lot: format.number(nearest.lot),
                lower: format.number(nearest.lower),
                upper: format.number(nearest.upper),
              })}
            </Muted>
          )}
          {result.top.gain === null && <Muted>{intl.formatMessage(messages.noListing)}</Muted>}
        </>
      ) : (
        <Muted>{intl.formatMessage(messages.incomplete)}</Muted>
      )}
    </Section>
  );
}
