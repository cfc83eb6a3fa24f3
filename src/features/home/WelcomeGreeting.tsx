import { useIntl } from 'react-intl';
import { WelcomeBanner } from '@/design-system/WelcomeBanner';
import { env } from '@/lib/env';
import { isAuthenticated, useCurrentUser } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';

/**
 * The one-time greeting: shown while `welcomeMessageShown` is false and the user is signed in; it
 * fades out after 5 s and then the 365-day cookie remembers it (sign-out resets the flag).
 */
export function WelcomeGreeting() {
  const intl = useIntl();
  const user = useCurrentUser();
  const shown = usePreferences((s) => s.welcomeMessageShown);
  if (shown || !isAuthenticated(user)) return null;
  const names = { firstName: user.first_name, secondName: user.second_name, appName: env.appName };
  return (
    <WelcomeBanner
      {...names}
      greeting={intl.formatMessage(messages.greeting, names)}
      subline={intl.formatMessage(messages.subline)}
      onHidden={() => usePreferences.getState().setWelcomeMessageShown(true)}
    />
  );
}
