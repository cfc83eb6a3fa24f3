import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { resetUnauthorized } from '@/api';
import { FormSubmitError } from '@/api/form';
import { fieldMessages } from './messages';
import { completeSignIn } from './session';

/**
 * Finishes a sign-in that answered with a token: saves it (365 days with remember, else a session
 * cookie), fetches the user and navigates. An unusable account or an unreachable server fails the
 * form with a clear banner instead.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const intl = useIntl();
  return async (token: string, remember: boolean, destination: () => string) => {
    const outcome = await completeSignIn(queryClient, token, remember);
    if (outcome === 'invalid') {
      throw new FormSubmitError({ errors: {}, genericError: intl.formatMessage(fieldMessages.accountUnavailable) });
    }
    if (outcome === 'offline') {
      throw new FormSubmitError({ errors: {}, genericError: intl.formatMessage(fieldMessages.offline) });
    }
    resetUnauthorized();
    await navigate(destination(), { replace: true });
  };
}
