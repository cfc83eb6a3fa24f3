import { defineMessages } from 'react-intl';
import { sendPasswordResetEmail } from '@/api/generated/auth/auth';
import { EmailRequestForm } from './EmailRequestForm';

const messages = defineMessages({
  title: { id: 'auth.passwordRequest.title', defaultMessage: 'Reset your password' },
  lead: {
    id: 'auth.passwordRequest.lead',
    defaultMessage:
      'Enter the e-mail address of your account and we will send you a link to set a new password.',
  },
  submit: { id: 'auth.passwordRequest.submit', defaultMessage: 'Send reset link' },
});

/** Asks for a password reset link; shows the server's status message. */
export function PasswordRequestPage() {
  return (
    <EmailRequestForm
      idPrefix="password-request"
      messages={messages}
      send={sendPasswordResetEmail}
    />
  );
}
