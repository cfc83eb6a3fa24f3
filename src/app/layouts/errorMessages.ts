import { defineMessages } from 'react-intl';

export const errorPageMessages = defineMessages({
  errorTitle: { id: 'error_alert_title', defaultMessage: 'Something went wrong' },
  errorText: {
    id: 'error_alert_text',
    defaultMessage: 'An unexpected error occurred. Please try again later.',
  },
  notFoundTitle: { id: 'app.notFound.title', defaultMessage: 'Page not found' },
  notFoundText: {
    id: 'app.notFound.text',
    defaultMessage: 'The page you are looking for does not exist.',
  },
  unauthorizedTitle: { id: 'app.unauthorized.title', defaultMessage: 'Access denied' },
  unauthorizedText: {
    id: 'app.unauthorized.text',
    defaultMessage: 'You do not have permission to view this page.',
  },
  goHome: { id: 'app.error.goHome', defaultMessage: 'Go to the home page' },
  goSignIn: { id: 'app.error.goSignIn', defaultMessage: 'Go to sign in' },
  reload: { id: 'app.error.reload', defaultMessage: 'Reload the page' },
  retry: { id: 'app.error.retry', defaultMessage: 'Try again' },
});
