import { defineMessages } from 'react-intl';
import { resendVerificationEmail } from '@/api/generated/auth/auth';
import { EmailRequestForm } from './EmailRequestForm';

const messages = defineMessages({
  lead: {
    id: 'auth.emailResend.lead',
    defaultMessage:
      'Enter the e-mail address you registered with and we will send you a new verification link.',
  },
  submit: { id: 'auth.emailResend.submit', defaultMessage: 'Send verification link' },
});

/** Sends the verification e-mail again; shows the server's status message. */
export function EmailResendPage() {
  return (
    <EmailRequestForm
      idPrefix="email-resend"
      page="emailResend"
      messages={messages}
      send={resendVerificationEmail}
    />
  );
}
