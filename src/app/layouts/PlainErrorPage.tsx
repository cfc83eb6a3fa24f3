import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/design-system/Button';
import { ErrorState } from '@/design-system/ErrorState';
import { usePageLoadRecovery } from '../router/usePageLoadRecovery';
import { AppFooter } from '../shell/AppFooter';
import { errorPageMessages } from './errorMessages';
import { Frame } from './Frame';

const Main = styled.main`
  flex: 1 0 auto;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
`;

/** The plain error page (error_alert_title / error_alert_text): the last resort, no navbar. */
export function PlainErrorPage() {
  const intl = useIntl();
  const error = useRouteError();
  useEffect(() => {
    if (error) console.error('Unrecoverable route error', error);
  }, [error]);
  if (usePageLoadRecovery(error)) return null;
  return (
    <Frame>
      <Main id="main" tabIndex={-1}>
        <ErrorState
          variant="error"
          titleAs="h1"
          title={intl.formatMessage(errorPageMessages.errorTitle)}
          description={intl.formatMessage(errorPageMessages.errorText)}
          action={
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {intl.formatMessage(errorPageMessages.reload)}
            </Button>
          }
        />
      </Main>
      <AppFooter />
    </Frame>
  );
}
