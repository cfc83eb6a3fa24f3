import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useGetVerification } from '@/api/generated/settings/settings';
import { selectVerification } from '@/api/readers/verification';
import { PageBanner } from '@/design-system/PageBanner';
import { paths } from '@/config/paths';
import { useIsAuthenticated } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { isWithin } from './sections';

const messages = defineMessages({
  rejected: {
    id: 'app.verification.rejected',
    defaultMessage: 'Your identity check was rejected.',
  },
  pending: {
    id: 'app.verification.pending',
    defaultMessage: 'Your identity check is in progress.',
  },
  rejectedLink: { id: 'app.verification.rejectedLink', defaultMessage: 'Go to verification' },
  pendingLink: { id: 'app.verification.pendingLink', defaultMessage: 'View status' },
});

const ActionLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

/**
 * The identity check's state on every signed-in page when it needs the client's attention
 * (rejected) or may explain a limit (pending), with a link to the verification page. Loaded in the
 * background (no global loader); the verification page itself shows the details instead.
 */
export function VerificationNotice() {
  const intl = useIntl();
  const location = useLocation();
  const locale = usePreferences((s) => s.locale);
  const authenticated = useIsAuthenticated();
  const { data } = useGetVerification({
    query: { enabled: authenticated, select: selectVerification },
    request: { showLoader: false },
  });
  const status = data?.status;
  if (status !== 'rejected' && status !== 'pending') return null;
  if (isWithin(location.pathname, `/${paths.settingsVerification.path}`)) return null;
  const rejected = status === 'rejected';
  return (
    <PageBanner
      tone={rejected ? 'danger' : 'info'}
      action={
        <ActionLink to={paths.settingsVerification.href(locale)}>
          {intl.formatMessage(rejected ? messages.rejectedLink : messages.pendingLink)}
        </ActionLink>
      }
    >
      {intl.formatMessage(rejected ? messages.rejected : messages.pending)}
    </PageBanner>
  );
}
