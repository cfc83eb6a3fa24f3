import { useIntl } from 'react-intl';
import { ArticleCard } from '@/design-system/ArticleCard';
import { EmptyState } from '@/design-system/EmptyState';
import { Notice } from '@/design-system/Notice';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/locales';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { articleMessages as m } from './messages';
import { CardGrid, CardSkeletons, Stack } from './ui';
import { safeImageUrl, useArticles } from './useArticles';

/** Every article of the admin host in the interface language (or English), newest first. */
export function ArticlesPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { articles, inFallback, isError, refetch } = useArticles();

  return (
    <Stack>
      <PageHeader page="articles" lead={intl.formatMessage(m.lead)} />
      <QueryStates
        query={{ data: articles, isError, refetch }}
        loading={<CardSkeletons count={3} label={intl.formatMessage(m.loading)} />}
        error={{
          title: intl.formatMessage(m.errorTitle),
          description: intl.formatMessage(m.errorText),
        }}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyText)}
          />
        }
      >
        {(list) => (
          <>
            {inFallback && <Notice tone="info">{intl.formatMessage(m.inEnglish)}</Notice>}
            <CardGrid>
              {list.map((article) => (
                <li key={article.id}>
                  <ArticleCard
                    headingLevel={2}
                    title={article.title}
                    summary={article.summary}
                    imageUrl={safeImageUrl(article.image_url)}
                    publishedAt={article.published_at}
                    locale={locale}
                    href={paths.articleDetail.href(locale, article.id)}
                  />
                </li>
              ))}
            </CardGrid>
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
