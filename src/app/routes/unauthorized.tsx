import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/design-system/ErrorState';
import { usePreferences } from '@/stores/preferences';
import { errorPageMessages } from '../layouts/errorMessages';
import { paths } from '@/config/paths';

export function Component() {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  return (
    <ErrorState
      variant="unauthorized"
      titleAs="h1"
      title={intl.formatMessage(errorPageMessages.unauthorizedTitle)}
      description={intl.formatMessage(errorPageMessages.unauthorizedText)}
      action={
        <Link to={paths.home.href(locale)}>{intl.formatMessage(errorPageMessages.goHome)}</Link>
      }
    />
  );
}
