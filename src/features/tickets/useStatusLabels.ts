import { useIntl } from 'react-intl';
import { ticketMessages as m } from './messages';

/** The ticket statuses in the interface language. */
export function useStatusLabels() {
  const intl = useIntl();
  return {
    open: intl.formatMessage(m.statusOpen),
    answered: intl.formatMessage(m.statusAnswered),
    closed: intl.formatMessage(m.statusClosed),
  };
}
