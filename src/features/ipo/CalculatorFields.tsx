import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Ipo } from '@/api/generated/model';
import { AmountField } from '@/design-system/AmountField';
import { themedRadio } from '@/design-system/Radio';
import { TextField, type TextFieldProps } from '@/design-system/TextField';
import { useEchoes } from '@/lib/echoes';
import type { useSearchParamsUpdate } from '@/page/useSearchParamsUpdate';
import type { CalculatorMode, CalculatorParams } from './calculatorParams';
import { parseQuantity } from './ipoMath';
import { IPO_CURRENCY } from './ipoMoney';
import { Stack } from './Figures';

/** Changes some of the calculator's keys in the URL. */
export type UpdateParams = ReturnType<typeof useSearchParamsUpdate>[1];

export const calculatorMessages = defineMessages({
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

interface MoneyFieldProps {
  label: string;
  value: number | null;
  onValue: (value: number | string) => void;
}

/** An amount in the IPO currency (dollars). */
export function MoneyField({ label, value, onValue }: MoneyFieldProps) {
  const intl = useIntl();
  return (
    <AmountField
      label={label}
      locale={intl.locale}
      currency={IPO_CURRENCY}
      value={value}
      onValueChange={(next) => onValue(next ?? '')}
      invalidError={intl.formatMessage(calculatorMessages.invalidAmount)}
    />
  );
}

interface StateProps {
  state: CalculatorParams;
  update: UpdateParams;
}

/** A price range and lot size typed by hand. */
export function ManualRange({ state, update }: StateProps) {
  const intl = useIntl();
  return (
    <Stack>
      <MoneyField
        label={intl.formatMessage(calculatorMessages.priceMin)}
        value={state.min}
        onValue={(min) => update({ min })}
      />
      <MoneyField
        label={intl.formatMessage(calculatorMessages.priceMax)}
        value={state.max}
        onValue={(max) => update({ max })}
      />
      <QuantityField
        label={intl.formatMessage(calculatorMessages.lot)}
        min={1}
        step={1}
        value={state.lot}
        onValue={(lot) => update({ lot: lot ?? '' })}
      />
    </Stack>
  );
}

/** Calculate from an amount of money or from a number of shares (radio buttons). */
export function ModeChoice({
  mode: current,
  update,
}: {
  mode: CalculatorMode;
  update: UpdateParams;
}) {
  const intl = useIntl();
  return (
    <Modes>
      <legend>{intl.formatMessage(calculatorMessages.mode)}</legend>
      {(['amount', 'shares'] as CalculatorMode[]).map((mode) => (
        <label key={mode}>
          <input
            type="radio"
            name="ipo-calculator-mode"
            value={mode}
            checked={current === mode}
            onChange={() => update({ mode: mode === 'shares' ? 'shares' : null })}
          />
          {intl.formatMessage(
            mode === 'amount' ? calculatorMessages.modeAmount : calculatorMessages.modeShares,
          )}
        </label>
      ))}
    </Modes>
  );
}

/** The amount to invest or the number of shares (in steps of the lot), as the mode says. */
export function InvestmentField({ state, update, ipo }: StateProps & { ipo: Ipo | undefined }) {
  const intl = useIntl();
  return state.mode === 'amount' ? (
    <MoneyField
      label={intl.formatMessage(calculatorMessages.amount)}
      value={state.amount}
      onValue={(amount) => update({ amount })}
    />
  ) : (
    <QuantityField
      label={intl.formatMessage(calculatorMessages.shares)}
      min={1}
      step={ipo?.lot_size ?? state.lot ?? 1}
      value={state.shares}
      onValue={(shares) => update({ shares: shares ?? '' })}
    />
  );
}
