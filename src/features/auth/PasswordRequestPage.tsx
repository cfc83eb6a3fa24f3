import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { sendPasswordResetEmail } from '@/api/generated/auth/auth';
import { CheckInbox } from './CheckInbox';
import { EmailRequestForm } from './EmailRequestForm';

const messages = defineMessages({
  lead: {
    id: 'auth.passwordRequest.lead',
    defaultMessage:
      'Enter the e-mail address of your account and we will send you a link to set a new password.',
  },
  submit: { id: 'auth.passwordRequest.submit', defaultMessage: 'Send reset link' },
});

/** Asks for a password reset link, then says to check the inbox (with a resend after a cool-down). */
export function PasswordRequestPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) return <CheckInbox email={sentTo} purpose="password" />;
  return (
    <EmailRequestForm
      idPrefix="password-request"
      page="passwordRequest"
      messages={messages}
      send={sendPasswordResetEmail}
      onSent={setSentTo}
    />
  );
}
