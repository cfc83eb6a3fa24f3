import { defineMessage, defineMessages } from 'react-intl';

export const articleMessages = defineMessages({
  lead: {
    id: 'articles.page.lead',
    defaultMessage:
      'Guides and news from our team about investing, IPOs and keeping your account safe.',
  },
  loading: { id: 'articles.page.loading', defaultMessage: 'Loading articles…' },
  errorTitle: {
    id: 'articles.page.errorTitle',
    defaultMessage: 'The articles could not be loaded',
  },
  errorText: {
    id: 'articles.page.errorText',
    defaultMessage: 'Check your connection and try again.',
  },
  emptyTitle: { id: 'articles.page.emptyTitle', defaultMessage: 'No articles yet' },
  emptyText: {
    id: 'articles.page.emptyText',
    defaultMessage: 'New guides and news will appear here as soon as they are published.',
  },
  inEnglish: {
    id: 'articles.page.inEnglish',
    defaultMessage: 'There are no articles in your language yet, so these are shown in English.',
  },
  allArticles: { id: 'articles.detail.allArticles', defaultMessage: 'All articles' },
  notFoundTitle: { id: 'articles.detail.notFoundTitle', defaultMessage: 'Article not found' },
  notFoundText: {
    id: 'articles.detail.notFoundText',
    defaultMessage: 'This article does not exist or is no longer available.',
  },
  latestTitle: { id: 'articles.latest.title', defaultMessage: 'Latest articles' },
  latestAll: { id: 'articles.latest.all', defaultMessage: 'See all articles' },
});

export const publishedMessage = defineMessage<{ date: string }>({
  id: 'articles.detail.published',
  defaultMessage: 'Published {date}',
});
