import { defineMessages } from 'react-intl';

/** Texts several auth pages share (field labels and form texts come from `@/form`). */
export const authMessages = defineMessages({
  backToLogin: { id: 'auth.common.backToLogin', defaultMessage: 'Back to sign in' },
  accountUnavailable: {
    id: 'auth.common.accountUnavailable',
    defaultMessage: 'Your account cannot be used right now. Please contact support.',
  },
});
