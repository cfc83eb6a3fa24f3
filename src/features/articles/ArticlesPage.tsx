import { useIntl } from 'react-intl';
import { ArticleCard } from '@/design-system/ArticleCard';
import { EmptyState } from '@/design-system/EmptyState';
import { ErrorState } from '@/design-system/ErrorState';
import { Notice } from '@/design-system/Notice';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/locales';
import { articleMessages as m } from './messages';
import { CardGrid, CardSkeletons, Lead, PageTitle, Stack, renderRouterLink } from './ui';
import { safeImageUrl, useArticles } from './useArticles';

/** Every article of the admin host in the interface language (or English), newest first. */
export function ArticlesPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { articles, inFallback, isLoading, isError, refetch } = useArticles();

  let content;
  if (isError && !articles) {
    content = (
      <ErrorState
        titleAs="h2"
        title={intl.formatMessage(m.errorTitle)}
        description={intl.formatMessage(m.errorText)}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={refetch}
      />
    );
  } else if (isLoading || !articles) {
    content = <CardSkeletons count={3} label={intl.formatMessage(m.loading)} />;
  } else if (articles.length === 0) {
    content = (
      <EmptyState
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyText)}
      />
    );
  } else {
    content = (
      <>
        {inFallback && <Notice tone="info">{intl.formatMessage(m.inEnglish)}</Notice>}
        <CardGrid>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard
                headingLevel={2}
                title={article.title}
                summary={article.summary}
                imageUrl={safeImageUrl(article.image_url)}
                publishedAt={article.published_at}
                locale={locale}
                href={paths.articleDetail.href(locale, article.id)}
                renderLink={renderRouterLink}
              />
            </li>
          ))}
        </CardGrid>
      </>
    );
  }

  return (
    <Stack>
      <div>
        <PageTitle>{intl.formatMessage(m.title)}</PageTitle>
        <Lead>{intl.formatMessage(m.lead)}</Lead>
      </div>
      {content}
    </Stack>
  );
}
