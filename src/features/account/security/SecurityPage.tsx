import { defineMessages, useIntl } from 'react-intl';
import { PageHeader } from '@/page/PageHeader';
import { PageStack } from '@/page/PageStack';
import { Card, CardHeader, CardLead, CardTitle } from '../SettingsCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PasskeysCard } from './passkeys/PasskeysCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './twoFactor/TwoFactorCard';

const messages = defineMessages({
  passwordTitle: { id: 'account.security.passwordTitle', defaultMessage: 'Change password' },
  passwordLead: {
    id: 'account.security.passwordLead',
    defaultMessage: 'Confirm it is you with your current password, then choose a new one.',
  },
});

/**
 * `/security`: change the password, two-factor sign-in and passkeys (where the backend offers
 * them), see and end the signed-in sessions.
 */
export function SecurityPage() {
  const intl = useIntl();
  return (
    <PageStack>
      <PageHeader page="security" />
      <PageStack>
        <Card aria-labelledby="password-title">
          <CardHeader>
            <CardTitle id="password-title">{intl.formatMessage(messages.passwordTitle)}</CardTitle>
            <CardLead>{intl.formatMessage(messages.passwordLead)}</CardLead>
          </CardHeader>
          <ChangePasswordForm />
        </Card>
        <TwoFactorCard />
        <PasskeysCard />
        <SessionsCard />
      </PageStack>
    </PageStack>
  );
}
