import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/design-system/ErrorState';
import { usePreferences } from '@/stores/preferences';
import { useIsAuthenticated } from '@/session';
import { errorPageMessages } from '../layouts/errorMessages';
import { brandHref } from '@/config/paths';

export function Component() {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const signedIn = useIsAuthenticated();
  return (
    <ErrorState
      variant="404"
      titleAs="h1"
      title={intl.formatMessage(errorPageMessages.notFoundTitle)}
      description={intl.formatMessage(errorPageMessages.notFoundText)}
      action={
        <Link to={brandHref(locale, signedIn)}>
          {intl.formatMessage(signedIn ? errorPageMessages.goHome : errorPageMessages.goSignIn)}
        </Link>
      }
    />
  );
}
