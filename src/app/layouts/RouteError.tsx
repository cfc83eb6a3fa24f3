import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/design-system/Button';
import { ErrorState } from '@/design-system/ErrorState';
import { PageLoadError } from '../router/lazyPage';
import { usePageLoadRecovery } from '../router/usePageLoadRecovery';
import { errorPageMessages } from './errorMessages';
import { ErrorLayout } from './ErrorLayout';

/**
 * A page (or its data) failed to load: log it and switch to the error layout, keeping the navbar
 * so the user can go elsewhere. `layout` only tells where it happened (for the log).
 */
export function RouteError({ layout }: { layout: 'auth' | 'error' }) {
  const intl = useIntl();
  const error = useRouteError();
  useEffect(() => {
    console.error(`Page failed to load (${layout} layout)`, error);
  }, [error, layout]);
  if (usePageLoadRecovery(error)) return null;
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <ErrorLayout>
      <ErrorState
        variant={status === 404 ? '404' : 'error'}
        titleAs="h1"
        title={intl.formatMessage(
          status === 404 ? errorPageMessages.notFoundTitle : errorPageMessages.errorTitle,
        )}
        description={intl.formatMessage(
          status === 404 ? errorPageMessages.notFoundText : errorPageMessages.errorText,
        )}
        action={
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {intl.formatMessage(
              error instanceof PageLoadError ? errorPageMessages.reload : errorPageMessages.retry,
            )}
          </Button>
        }
      />
    </ErrorLayout>
  );
}
