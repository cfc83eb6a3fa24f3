import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmptyState } from '@/design-system/EmptyState';
import { usePreferences } from '@/stores/preferences';
import { ipoMessages } from './messages';

/** An IPO list with nothing in it yet (history, my IPOs): why, and the way to the calendar. */
export function EmptyToCalendar({ title, text }: { title: string; text: string }) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  return (
    <EmptyState
      title={title}
      description={text}
      action={
        <Link to={paths.ipoCalendar.href(locale)}>
          {intl.formatMessage(ipoMessages.toCalendar)}
        </Link>
      }
    />
  );
}
