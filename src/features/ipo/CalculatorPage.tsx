import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Ipo } from '@/api/generated/model';
import { Select } from '@/design-system/Select';
import { LoadFailed } from '@/page/QueryStates';
import { pageTitles } from '@/page/titles';
import { useSearchParamsUpdate } from '@/page/useSearchParamsUpdate';
import {
  calculatorMessages as messages,
  InvestmentField,
  ManualRange,
  ModeChoice,
  MoneyField,
  type UpdateParams,
} from './CalculatorFields';
import { IpoFigures } from './IpoFigures';
import { readCalculatorParams, type CalculatorParams } from './calculatorParams';
import { CalculatorResults } from './CalculatorResults';
import { calculate } from './ipoMath';
import { IpoPageLayout } from './IpoPageLayout';
import { ipoMessages } from './messages';
import { findIpo, useIpoCalendar } from './useIpoData';

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

/** The price range and lot the calculation uses: the chosen IPO's, the typed ones, or none. */
function rangeOf(ipo: Ipo | undefined, state: CalculatorParams) {
  if (ipo) return { priceMin: ipo.price_min, priceMax: ipo.price_max, lot: ipo.lot_size };
  if (state.manual) return { priceMin: state.min, priceMax: state.max, lot: state.lot };
  return { priceMin: null, priceMax: null, lot: null };
}

/** The IPO picker's options: the calendar's IPOs, then "Enter a price range by hand". */
const ipoOptions = (intl: IntlShape, calendar: Ipo[] | undefined) => [
  ...(calendar ?? []).map((item) => ({
    value: String(item.id),
    label: `${item.company} (${item.ticker})`,
  })),
  { value: 'manual', label: intl.formatMessage(messages.manual) },
];

/** The changes to the URL when an IPO (or "by hand") is chosen. */
const chooseIpo = (value: string, ipo: Ipo | undefined, state: CalculatorParams) =>
  value === 'manual'
    ? // Start from the IPO that was chosen, so its figures can be tweaked.
      {
        ipo: 'manual',
        min: ipo?.price_min ?? state.min,
        max: ipo?.price_max ?? state.max,
        lot: ipo?.lot_size ?? state.lot,
      }
    : { ipo: value || null, min: null, max: null, lot: null };

/** The calculator's inputs: the IPO (or a range by hand), the mode, the amount or shares, the listing price. */
function CalculatorForm({
  state,
  update,
  ipo,
}: {
  state: CalculatorParams;
  update: UpdateParams;
  ipo: Ipo | undefined;
}) {
  const intl = useIntl();
  const calendar = useIpoCalendar();
  const chosen = state.manual ? 'manual' : ipo ? String(ipo.id) : '';
  return (
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
        options={ipoOptions(intl, calendar.data)}
        placeholder={intl.formatMessage(messages.choose)}
        value={chosen}
        onValueChange={(value) => update(chooseIpo(value, ipo, state))}
        hint={calendar.isError ? intl.formatMessage(messages.calendarFailed) : undefined}
      />
      {ipo && <IpoFigures ipo={ipo} />}
      {state.manual && <ManualRange state={state} update={update} />}
      <ModeChoice mode={state.mode} update={update} />
      <InvestmentField state={state} update={update} ipo={ipo} />
      <MoneyField
        label={intl.formatMessage(messages.listing)}
        value={state.listing}
        onValue={(listing) => update({ listing })}
      />
    </Form>
  );
}

/**
 * The IPO calculator: an IPO (or a range typed by hand), then money → shares at both ends of the
 * range in whole lots, or shares → cost; with a listing price, the possible gain. Everything is
 * in the URL and the results follow each keystroke.
 */
export function CalculatorPage() {
  // Each change starts from the newest address the page asked for (two quick changes keep both).
  const [params, update] = useSearchParamsUpdate();
  const state = readCalculatorParams(params);
  const calendar = useIpoCalendar();
  const ipo = findIpo(calendar.data, state.ipo);
  const range = rangeOf(ipo, state);
  const result = calculate(state.mode, {
    ...range,
    amount: state.amount,
    shares: state.shares,
    listing: state.listing,
  });

  return (
    <IpoPageLayout section="calculator">
      <Layout>
        <CalculatorForm state={state} update={update} ipo={ipo} />
        <CalculatorResults
          result={result}
          minimum={ipo?.min_quantity ?? null}
          lot={typeof range.lot === 'number' ? range.lot : null}
        />
      </Layout>
    </IpoPageLayout>
  );
}
