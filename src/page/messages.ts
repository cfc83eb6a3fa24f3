import { defineMessages } from 'react-intl';

/** What the kit says when a page's data does not come: a title, a sentence and the retry. */
export const pageMessages = defineMessages({
  loadFailedTitle: { id: 'page.loadFailed.title', defaultMessage: 'This could not be loaded' },
  loadFailedText: {
    id: 'page.loadFailed.text',
    defaultMessage: 'Check your connection and try again. Nothing you saved is lost.',
  },
  retry: { id: 'page.loadFailed.retry', defaultMessage: 'Try again' },
});
