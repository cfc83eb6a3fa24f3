import { useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/locales';
import { useAfterFirstPaint } from '@/lib/afterFirstPaint';
import { PageSection } from '@/page/PageSection';
import { QueryStates } from '@/page/QueryStates';
import { articleMessages as m } from './messages';
import { ArticleCards, CardSkeletons, TextLink } from './ArticleCards';
import { useArticles } from './useArticles';

export interface LatestArticlesProps {
  /** How many articles to show (the home page shows three). */
  count?: number;
}

/**
 * The newest articles as cards with a link to all of them (home page). Nothing is shown when
 * there are no articles at all: the home page stays calm rather than announcing an empty feed.
 */
export function LatestArticles({ count = 3 }: LatestArticlesProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  // Asked for once home has painted: the greeting and balances come first.
  const { articles, isError, refetch } = useArticles({ enabled: useAfterFirstPaint() });
  if (articles && articles.length === 0) return null;

  return (
    <PageSection
      id="latest-articles-title"
      title={intl.formatMessage(m.latestTitle)}
      link={<TextLink to={paths.articles.href(locale)}>{intl.formatMessage(m.latestAll)}</TextLink>}
    >
      <QueryStates
        query={{ data: articles, isError, refetch }}
        loading={<CardSkeletons count={count} label={intl.formatMessage(m.loading)} />}
        error={{
          title: intl.formatMessage(m.errorTitle),
          description: intl.formatMessage(m.errorText),
          headingLevel: 3,
        }}
      >
        {(list) => (
          <ArticleCards articles={list.slice(0, count)} headingLevel={3} locale={locale} />
        )}
      </QueryStates>
    </PageSection>
  );
}
