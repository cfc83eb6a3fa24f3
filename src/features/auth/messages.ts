import { defineMessages } from 'react-intl';

/** `FailureBag.kind` of a sign-in whose account cannot be used: the page adds a support link. */
export const ACCOUNT_UNAVAILABLE = 'account-unavailable';

/** Texts several auth pages share (field labels and form texts come from `@/form`). */
export const authMessages = defineMessages({
  backToLogin: { id: 'auth.common.backToLogin', defaultMessage: 'Back to sign in' },
  accountUnavailable: {
    id: 'auth.common.accountUnavailable',
    defaultMessage: 'Your account cannot be used right now. Please contact support.',
  },
});
