import { defineMessages } from 'react-intl';
import { sendPasswordResetEmail } from '@/api/generated/auth/auth';
import { EmailRequestForm } from './EmailRequestForm';
import type { AuthLinks } from './links';

const messages = defineMessages({
  title: { id: 'auth.passwordRequest.title', defaultMessage: 'Reset your password' },
  lead: {
    id: 'auth.passwordRequest.lead',
    defaultMessage:
      'Enter the e-mail address of your account and we will send you a link to set a new password.',
  },
  submit: { id: 'auth.passwordRequest.submit', defaultMessage: 'Send reset link' },
});

export interface PasswordRequestPageProps {
  links: AuthLinks;
}

/** Asks for a password reset link; shows the server's status message. */
export function PasswordRequestPage({ links }: PasswordRequestPageProps) {
  return (
    <EmailRequestForm
      links={links}
      idPrefix="password-request"
      messages={messages}
      send={sendPasswordResetEmail}
    />
  );
}
