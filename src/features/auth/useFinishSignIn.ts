import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { FormSubmitError, formMessages } from '@/form';
import { completeSignIn } from '@/session';
import { ACCOUNT_UNAVAILABLE, authMessages } from './messages';

/**
 * Finishes a sign-in that answered with a token: saves it (365 days with remember, else a session
 * cookie), fetches the user and navigates. An unusable account or an unreachable server fails the
 * form with a clear banner instead (an unusable account with `kind: ACCOUNT_UNAVAILABLE`, so the
 * page can offer the way to support).
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const intl = useIntl();
  return async (token: string, remember: boolean, destination: () => string) => {
    const outcome = await completeSignIn(queryClient, token, remember);
    if (outcome !== 'ok') {
      if (outcome === 'offline') {
        throw new FormSubmitError({
          errors: {},
          genericError: intl.formatMessage(formMessages.network),
        });
      }
      throw new FormSubmitError({
        errors: {},
        genericError: intl.formatMessage(authMessages.accountUnavailable),
        kind: ACCOUNT_UNAVAILABLE,
      });
    }
    await navigate(destination(), { replace: true });
  };
}
