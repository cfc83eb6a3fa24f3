import { useState } from 'react';
import { useIntl } from 'react-intl';
import { WelcomeBanner } from '@/design-system/WelcomeBanner';
import { env } from '@/lib/env';
import { isAuthenticated, useCurrentUser } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { messages } from './messages';

/**
 * The one-time greeting: shown while `welcomeMessageShown` is false and the user is signed in; it
 * fades out after 5 s and then the 365-day cookie remembers it (sign-out resets the flag). Once
 * faded it keeps its place until the page is left, so nothing below it moves.
 */
export function WelcomeGreeting() {
  const intl = useIntl();
  const user = useCurrentUser();
  // Read once for this visit of the page: the flag set when the banner has faded must not take
  // its place away.
  const [greet] = useState(() => !usePreferences.getState().welcomeMessageShown);
  if (!greet || !isAuthenticated(user)) return null;
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
