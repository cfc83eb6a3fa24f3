import { defineMessage, useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { env } from '@/lib/env';
import { useIsAuthenticated } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { ExternalLink, FooterText, TextLink } from './AuthCard';

const writeToSupport = defineMessage<{ email: string }>({
  id: 'auth.support.email',
  defaultMessage: 'Write to support: {email}',
});

const openTicket = defineMessage({
  id: 'auth.support.ticket',
  defaultMessage: 'Contact support',
});

/**
 * The way to "contact support" that goes with every text asking for it: the support page when
 * signed in, else an e-mail to the configured support address.
 */
export function SupportLink() {
  const intl = useIntl();
  const signedIn = useIsAuthenticated();
  const locale = usePreferences((s) => s.locale);
  return (
    <FooterText>
      {signedIn ? (
        <TextLink to={paths.tickets.href(locale)}>{intl.formatMessage(openTicket)}</TextLink>
      ) : (
        <ExternalLink href={`mailto:${env.supportEmail}`}>
          {intl.formatMessage(writeToSupport, { email: env.supportEmail })}
        </ExternalLink>
      )}
    </FooterText>
  );
}
