import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { extractFormErrors, isNetworkError } from '@/api/errors';
import { verifyEmail } from '@/api/generated/auth/auth';
import type { VerifyEmailParams } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { Notice } from '@/design-system/Notice';
import { Spinner } from '@/design-system/Spinner';
import { formMessages, translateServerText } from '@/form';
import { PageHeader } from '@/page/PageHeader';
import { useAuthLinks } from './links';
import { authMessages } from './messages';
import { AuthCard, ButtonLink, FooterText, MutedText, TextLink } from './AuthCard';

const messages = defineMessages({
  checking: { id: 'auth.emailVerify.checking', defaultMessage: 'Checking your verification link…' },
  failedTitle: {
    id: 'auth.emailVerify.failedTitle',
    defaultMessage: 'We could not verify your e-mail',
  },
  failed: {
    id: 'auth.emailVerify.failed',
    defaultMessage:
      'The link may have expired or been copied incompletely. We can send you a new one.',
  },
  resend: { id: 'auth.emailVerify.resend', defaultMessage: 'Send a new verification link' },
  retry: { id: 'auth.emailVerify.retry', defaultMessage: 'Try again' },
  signIn: { id: 'auth.emailVerify.signIn', defaultMessage: 'Continue to sign in' },
});

/** The first message the server gave for a failed verification. */
function serverMessage(error: unknown): string | undefined {
  const bag = extractFormErrors(error);
  return Object.values(bag.errors)[0]?.[0] ?? bag.message;
}

/** `/{lang}/email/verify/{id}?expires=…&signature=…`: passes the link on and shows the outcome. */
export function EmailVerifyPage() {
  const intl = useIntl();
  const links = useAuthLinks();
  const { id = '' } = useParams();
  const { search } = useLocation();
  // The link's query string goes to the server exactly as it came.
  const params = Object.fromEntries(new URLSearchParams(search)) as unknown as VerifyEmailParams;

  const result = useQuery({
    queryKey: ['auth', 'verifyEmail', id, search],
    // No abort signal: a verification link may work once only, so a started call always finishes.
    queryFn: () => verifyEmail(encodeURIComponent(id), params),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const offline = result.isError && isNetworkError(result.error);
  const failedTitle = intl.formatMessage(messages.failedTitle);

  return (
    <AuthCard aria-labelledby="email-verify-title" aria-busy={result.isPending || undefined}>
      {result.isError && !offline ? (
        <PageHeader id="email-verify-title" heading={failedTitle} />
      ) : (
        <PageHeader id="email-verify-title" page="emailVerify" />
      )}
      {result.isPending && (
        <MutedText role="status">
          <Spinner size={16} /> {intl.formatMessage(messages.checking)}
        </MutedText>
      )}
      {result.isSuccess && (
        <>
          <Notice>{translateServerText(intl, result.data.status)}</Notice>
          <ButtonLink to={links.login}>{intl.formatMessage(messages.signIn)}</ButtonLink>
        </>
      )}
      {offline && (
        <>
          <ErrorBanner genericError={intl.formatMessage(formMessages.network)} />
          <Button block onClick={() => void result.refetch()} busy={result.isFetching}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </>
      )}
      {result.isError && !offline && (
        <>
          <ErrorBanner
            message={translateServerText(intl, serverMessage(result.error) ?? '') || undefined}
            fallbackText={failedTitle}
          />
          <MutedText>{intl.formatMessage(messages.failed)}</MutedText>
          <ButtonLink to={links.emailResend}>{intl.formatMessage(messages.resend)}</ButtonLink>
        </>
      )}
      {!result.isSuccess && (
        <FooterText>
          <TextLink to={links.login}>{intl.formatMessage(authMessages.backToLogin)}</TextLink>
        </FooterText>
      )}
    </AuthCard>
  );
}
