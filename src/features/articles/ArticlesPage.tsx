import { useIntl } from 'react-intl';
import { EmptyState } from '@/design-system/EmptyState';
import { Notice } from '@/design-system/Notice';
import type { Locale } from '@/i18n/locales';
import { PageHeader } from '@/page/PageHeader';
import { QueryStates } from '@/page/QueryStates';
import { articleMessages as m } from './messages';
import { PageStack } from '@/page/PageStack';
import { ArticleCards, CardSkeletons } from './ArticleCards';
import { useArticles } from './useArticles';

/** Every article of the admin host in the interface language (or English), newest first. */
export function ArticlesPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { articles, inFallback, isError, refetch } = useArticles();

  return (
    <PageStack>
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
            <ArticleCards articles={list} headingLevel={2} locale={locale} />
          </>
        )}
      </QueryStates>
    </PageStack>
  );
}
