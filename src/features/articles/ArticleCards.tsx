import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Article } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { ArticleCard } from '@/design-system/ArticleCard';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import type { Locale } from '@/i18n/locales';
import { safeImageUrl } from './useArticles';

/** Article cards: one column on phones, up to three side by side. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 3px;
`;

const SkeletonGrid = styled(SkeletonGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

/** Card-shaped placeholders while the articles load (announced once). */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonGrid label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={220} radius="lg" />
      ))}
    </SkeletonGrid>
  );
}

/** Articles as a grid of cards, each linking to its page. */
export function ArticleCards({
  articles,
  headingLevel,
  locale,
}: {
  articles: Article[];
  /** The cards' heading level: 2 on the articles page, 3 under the home page's section heading. */
  headingLevel: 2 | 3;
  locale: Locale;
}) {
  return (
    <CardGrid>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard
            headingLevel={headingLevel}
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
  );
}
