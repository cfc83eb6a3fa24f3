import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { currencyName } from '@/lib/money';
import { conversionOf, rateText, ratesTime, type Holdings } from './conversion';
import { reportingCurrency } from './reporting';

const currencyLine = defineMessage<{ name: string; code: string }>({
  id: 'analytics.reporting.currency',
  defaultMessage: 'Reporting currency: {name} ({code}).',
});

const convertedLine = defineMessage<{ code: string; time: string }>({
  id: 'analytics.reporting.converted',
  defaultMessage:
    "Amounts held in other currencies were converted into {code} at the broker's rates of {time}.",
});

const convertedAtLine = defineMessage<{ code: string; rates: string; time: string }>({
  id: 'analytics.reporting.convertedAt',
  defaultMessage:
    "Amounts held in other currencies were converted into {code} at {rates}, the broker's rates of {time}.",
});

const unstatedLine = defineMessage({
  id: 'analytics.reporting.unstated',
  defaultMessage:
    'The broker did not state those rates: a figure that would add currencies is shown per currency or not given.',
});

const noRatesLine = defineMessage({
  id: 'analytics.reporting.noRates',
  defaultMessage:
    'The broker stated no exchange rates: a figure that would add currencies is shown per currency or not given.',
});

/** Whether a figure of the answer would add currencies the client holds (rates not stated). */
const mixesCurrencies = (analytics: Analytics, holdings: Holdings): boolean => {
  const { balance_history: history, pnl, allocation } = analytics;
  // An empty period adds nothing: its zeros are zeros in every currency.
  if (history.length === 0 && pnl.length === 0 && allocation.length === 0) return false;
  return Object.values(holdings).some((held) => conversionOf(analytics, held).kind !== 'none');
};

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;

/**
 * The currency every figure of the page is in and, when the backend converted amounts held in
 * other currencies into it, at which rates and their time: currencies are never added silently.
 * The time is shown in UTC with its zone named, as rates are quoted. Without rates, whether the
 * client holds other currencies (then no figure adds them) is known from `holdings`.
 */
export function ReportingNote({
  analytics,
  holdings,
}: {
  analytics: Analytics;
  holdings: Holdings;
}) {
  const intl = useIntl();
  const fmt = useNumberFormat();
  const code = reportingCurrency(analytics);
  const currency = intl.formatMessage(currencyLine, {
    name: currencyName(code, intl.locale),
    code,
  });
  const stated = Object.keys(analytics.rates ?? {}).sort();
  const time = ratesTime(intl, analytics);
  const conversion =
    stated.length > 0
      ? intl.formatMessage(convertedAtLine, {
          code,
          rates: intl.formatList(
            stated.map((from) => rateText(intl, fmt, analytics, from)),
            { type: 'conjunction' },
          ),
          time,
        })
      : analytics.rates_at
        ? `${intl.formatMessage(convertedLine, { code, time })} ${intl.formatMessage(unstatedLine)}`
        : mixesCurrencies(analytics, holdings)
          ? intl.formatMessage(noRatesLine)
          : '';
  const text = conversion ? `${currency} ${conversion}` : currency;
  return <Note>{text}</Note>;
}
