import { defineMessages, useIntl } from 'react-intl';
import { accountTitles } from '../messages';
import { Card, CardHeader, CardLead, CardTitle, PageTitle, Stack } from '../ui';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsCard } from './SessionsCard';

const messages = defineMessages({
  passwordTitle: { id: 'account.security.passwordTitle', defaultMessage: 'Change password' },
  passwordLead: {
    id: 'account.security.passwordLead',
    defaultMessage: 'Confirm it is you with your current password, then choose a new one.',
  },
});

/** `/security`: change the password, see and end the signed-in sessions. */
export function SecurityPage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle>{intl.formatMessage(accountTitles.security)}</PageTitle>
      <Stack>
        <Card aria-labelledby="password-title">
          <CardHeader>
            <CardTitle id="password-title">{intl.formatMessage(messages.passwordTitle)}</CardTitle>
            <CardLead>{intl.formatMessage(messages.passwordLead)}</CardLead>
          </CardHeader>
          <ChangePasswordForm />
        </Card>
        <SessionsCard />
      </Stack>
    </>
  );
}
