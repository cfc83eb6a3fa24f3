import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AmountField } from '@/design-system/AmountField';
import { Select } from '@/design-system/Select';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { TextField, type TextFieldProps } from '@/design-system/TextField';
import { useEchoes } from '@/lib/echoes';
import { themedRadio } from '@/design-system/Radio';
import { LoadFailed } from '@/page/QueryStates';
import { pageTitles } from '@/page/titles';
import { useSearchParamsUpdate } from '@/page/useSearchParamsUpdate';
import { readCalculatorParams, type CalculatorMode } from './calculatorParams';
import { CalculatorResults } from './CalculatorResults';
import { calculate, parseQuantity } from './ipoMath';
import { IPO_CURRENCY } from './ipoMoney';
import { IpoPageLayout } from './IpoPageLayout';
import { ipoMessages } from './messages';
import { findIpo, useIpoCalendar } from './useIpoData';
import { priceRange } from './useIpoText';
import { Figures, Stack } from './ui';

const messages = defineMessages({
  ipo: { id: 'ipo.calculator.ipo', defaultMessage: 'IPO' },
  choose: { id: 'ipo.calculator.choose', defaultMessage: 'Choose an IPO' },
  manual: { id: 'ipo.calculator.manual', defaultMessage: 'Enter a price range by hand' },
  priceMin: { id: 'ipo.calculator.priceMin', defaultMessage: 'Bottom of the price range' },
  priceMax: { id: 'ipo.calculator.priceMax', defaultMessage: 'Top of the price range' },
  lot: { id: 'ipo.calculator.lot', defaultMessage: 'Lot size (shares)' },
  mode: { id: 'ipo.calculator.mode', defaultMessage: 'Calculate from' },
  modeAmount: { id: 'ipo.calculator.modeAmount', defaultMessage: 'An amount of money' },
  modeShares: { id: 'ipo.calculator.modeShares', defaultMessage: 'A number of shares' },
  amount: { id: 'ipo.calculator.amount', defaultMessage: 'Amount to invest' },
  shares: { id: 'ipo.calculator.shares', defaultMessage: 'Number of shares' },
  listing: { id: 'ipo.calculator.listing', defaultMessage: 'Expected listing price' },
  invalidAmount: {
    id: 'ipo.calculator.invalidAmount',
    defaultMessage: 'Enter an amount, e.g. 1000 or 12.50.',
  },
  calendarFailed: {
    id: 'ipo.calculator.calendarFailed',
    defaultMessage: 'The IPO list could not be loaded: enter the price range by hand or try again.',
  },
});

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Modes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    ${themedRadio}
  }
`;

/**
 * A whole number whose value lives in the URL. The URL follows the typing a moment later (the
 * router applies it in a transition), so the field shows what was typed at once and takes a value
 * from the URL only when it is not one the field sent itself (back, forward, a link): a fast second
 * keystroke never lands in a field that went back to the previous value.
 */
function QuantityField({
  value,
  onValue,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onValue: (next: number | null) => void;
}) {
  const [text, setText] = useState(() => (value === null ? '' : String(value)));
  const [seen, setSeen] = useState(value);
  const echoes = useEchoes<number | null>();
  let shown = text;
  if (seen !== value) {
    setSeen(value);
    if (!echoes.take(value)) {
      shown = value === null ? '' : String(value);
      setText(shown);
    }
  }
  return (
    <TextField
      {...props}
      type="number"
      inputMode="numeric"
      value={shown}
      onChange={(event) => {
        const next = parseQuantity(event.target.value);
        setText(event.target.value);
        echoes.send(next);
        onValue(next);
      }}
    />
  );
}

/**
 * The IPO calculator: an IPO (or a range typed by hand), then money → shares at both ends of the
 * range in whole lots, or shares → cost; with a listing price, the possible gain. Everything is
 * in the URL and the results follow each keystroke.
 */
export function CalculatorPage() {
  const intl = useIntl();
  const format = useNumberFormat();
  // Each change starts from the newest address the page asked for (two quick changes keep both).
  const [params, update] = useSearchParamsUpdate();
  const state = readCalculatorParams(params);
  const calendar = useIpoCalendar();
  const ipo = findIpo(calendar.data, state.ipo);

  const onChooseIpo = (value: string) => {
    if (value === 'manual') {
      // Start from the IPO that was chosen, so its figures can be tweaked.
      update({
        ipo: 'manual',
        min: ipo?.price_min ?? state.min,
        max: ipo?.price_max ?? state.max,
        lot: ipo?.lot_size ?? state.lot,
      });
    } else {
      update({ ipo: value || null, min: null, max: null, lot: null });
    }
  };

  const range = ipo
    ? { priceMin: ipo.price_min, priceMax: ipo.price_max, lot: ipo.lot_size }
    : state.manual
      ? { priceMin: state.min, priceMax: state.max, lot: state.lot }
      : { priceMin: null, priceMax: null, lot: null };
  const result = calculate(state.mode, {
    ...range,
    amount: state.amount,
    shares: state.shares,
    listing: state.listing,
  });

  const options = [
    ...(calendar.data ?? []).map((item) => ({
      value: String(item.id),
      label: `${item.company} (${item.ticker})`,
    })),
    { value: 'manual', label: intl.formatMessage(messages.manual) },
  ];
  const chosen = state.manual ? 'manual' : ipo ? String(ipo.id) : '';
  const locale = intl.locale;

  return (
    <IpoPageLayout section="calculator">
      <Layout>
        <Form
          onSubmit={(event) => event.preventDefault()}
          noValidate
          aria-label={intl.formatMessage(pageTitles.ipoCalculator)}
        >
          {calendar.isError && !calendar.isFetching && !state.manual && (
            <LoadFailed
              title={intl.formatMessage(ipoMessages.loadFailedTitle)}
              description={intl.formatMessage(ipoMessages.loadFailedText)}
              onRetry={() => void calendar.refetch()}
            />
          )}
          <Select
            label={intl.formatMessage(messages.ipo)}
            options={options}
            placeholder={intl.formatMessage(messages.choose)}
            value={chosen}
            onValueChange={onChooseIpo}
            hint={calendar.isError ? intl.formatMessage(messages.calendarFailed) : undefined}
          />
          {ipo && (
            <Figures>
              <div>
                <dt>{intl.formatMessage(ipoMessages.priceRange)}</dt>
                <dd>{priceRange(format, ipo.price_min, ipo.price_max)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(ipoMessages.lotSize)}</dt>
                <dd>{format.number(ipo.lot_size)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(ipoMessages.minQuantity)}</dt>
                <dd>{format.number(ipo.min_quantity)}</dd>
              </div>
            </Figures>
          )}
          {state.manual && (
            <Stack>
              <AmountField
                label={intl.formatMessage(messages.priceMin)}
                locale={locale}
                currency={IPO_CURRENCY}
                value={state.min}
                onValueChange={(value) => update({ min: value ?? '' })}
                invalidError={intl.formatMessage(messages.invalidAmount)}
              />
              <AmountField
                label={intl.formatMessage(messages.priceMax)}
                locale={locale}
                currency={IPO_CURRENCY}
                value={state.max}
                onValueChange={(value) => update({ max: value ?? '' })}
                invalidError={intl.formatMessage(messages.invalidAmount)}
              />
              <QuantityField
                label={intl.formatMessage(messages.lot)}
                min={1}
                step={1}
                value={state.lot}
                onValue={(lot) => update({ lot: lot ?? '' })}
              />
            </Stack>
          )}
          <Modes>
            <legend>{intl.formatMessage(messages.mode)}</legend>
            {(['amount', 'shares'] as CalculatorMode[]).map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name="ipo-calculator-mode"
                  value={mode}
                  checked={state.mode === mode}
                  onChange={() => update({ mode: mode === 'shares' ? 'shares' : null })}
                />
                {intl.formatMessage(mode === 'amount' ? messages.modeAmount : messages.modeShares)}
              </label>
            ))}
          </Modes>
          {state.mode === 'amount' ? (
            <AmountField
              label={intl.formatMessage(messages.amount)}
              locale={locale}
              currency={IPO_CURRENCY}
              value={state.amount}
              onValueChange={(value) => update({ amount: value ?? '' })}
              invalidError={intl.formatMessage(messages.invalidAmount)}
            />
          ) : (
            <QuantityField
              label={intl.formatMessage(messages.shares)}
              min={1}
              step={ipo?.lot_size ?? state.lot ?? 1}
              value={state.shares}
              onValue={(shares) => update({ shares: shares ?? '' })}
            />
          )}
          <AmountField
            label={intl.formatMessage(messages.listing)}
            locale={locale}
            currency={IPO_CURRENCY}
            value={state.listing}
            onValueChange={(value) => update({ listing: value ?? '' })}
            invalidError={intl.formatMessage(messages.invalidAmount)}
          />
        </Form>
        <CalculatorResults
          result={result}
          minimum={ipo?.min_quantity ?? null}
          lot={typeof range.lot === 'number' ? range.lot : null}
        />
      </Layout>
    </IpoPageLayout>
  );
}
