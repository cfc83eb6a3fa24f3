import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Analytics } from '@/api/generated/model';
import { formatLocalDateTime } from '@/lib/format';
import { currencyName } from '@/lib/money';
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

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;

/**
 * The currency every figure of the page is in and, when the backend converted amounts held in
 * other currencies into it, the time of the rates: currencies are never added silently. The time
 * is shown in UTC with its zone named, as rates are quoted.
 */
export function ReportingNote({ analytics }: { analytics: Analytics }) {
  const intl = useIntl();
  const code = reportingCurrency(analytics);
  const currency = intl.formatMessage(currencyLine, {
    name: currencyName(code, intl.locale),
    code,
  });
  const text = analytics.rates_at
    ? `${currency} ${intl.formatMessage(convertedLine, {
        code,
        time: formatLocalDateTime(analytics.rates_at, intl.locale, 'UTC'),
      })}`
    : currency;
  return <Note>{text}</Note>;
}
