import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { paths } from '@/config/paths';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/format';
import { PageHeader } from '@/page/PageHeader';
import { NotFound, QueryStates } from '@/page/QueryStates';
import { ArticleBody } from './ArticleBody';
import { articleMessages as m, publishedMessage } from './messages';
import { PageStack } from '@/page/PageStack';
import { TextLink } from './ArticleCards';
import { safeImageUrl, useArticle } from './useArticles';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 760px;
  min-width: 0;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  max-height: 360px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** One article: title, date, cover picture, summary and the sanitized body. */
export function ArticleDetailPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { id = '' } = useParams();
  const articleId = /^\d+$/.test(id) ? Number(id) : NaN;
  const { article, notFound, isError, refetch } = useArticle(articleId);
  const back = (
    <TextLink to={paths.articles.href(locale)}>{intl.formatMessage(m.allArticles)}</TextLink>
  );

  const failed = isError && !article;
  if (!failed && (notFound || Number.isNaN(articleId))) {
    return (
      <PageStack>
        <div>{back}</div>
        <NotFound
          title={intl.formatMessage(m.notFoundTitle)}
          description={intl.formatMessage(m.notFoundText)}
        />
      </PageStack>
    );
  }

  return (
    <PageStack>
      <div>{back}</div>
      <QueryStates
        query={{ data: article, isError, refetch }}
        loading={
          <SkeletonGroup label={intl.formatMessage(m.loading)}>
            <Skeleton height={36} width="70%" />
            <Skeleton height={16} width={140} />
            <Skeleton height={220} radius="lg" />
          </SkeletonGroup>
        }
        // Nothing else of the page is there: the failure is its heading.
        error={{
          title: intl.formatMessage(m.errorTitle),
          description: intl.formatMessage(m.errorText),
          headingLevel: 1,
        }}
      >
        {(shown) => {
          const cover = safeImageUrl(shown.image_url);
          return (
            <Article aria-labelledby="article-title">
              <PageHeader id="article-title" heading={shown.title} />
              <Meta>
                <time dateTime={shown.published_at}>
                  {intl.formatMessage(publishedMessage, {
                    date: formatDate(shown.published_at, locale),
                  })}
                </time>
              </Meta>
              {cover && <Cover src={cover} alt="" loading="lazy" referrerPolicy="no-referrer" />}
              {shown.summary && <Summary>{shown.summary}</Summary>}
              <ArticleBody html={shown.body} loadingLabel={intl.formatMessage(m.loading)} />
            </Article>
          );
        }}
      </QueryStates>
    </PageStack>
  );
}
