import { useId } from 'react';
import { formatDate } from '@/lib/format';
import { CardLink } from '../CardLink';
import { Card, Content, Date as DateText, Media, Summary, Title } from './ArticleCard.styles';

export interface ArticleCardProps {
  /** Headline; also the name of the card's link. */
  title: string;
  /** Short plain-text teaser (clamped to three lines). */
  summary?: string;
  /** Cover image URL; the card has no image area without it. */
  imageUrl?: string | null;
  /** Alternative text of the image; empty by default because the image illustrates the title beside it. */
  imageAlt?: string;
  /** Publication time, ISO 8601. */
  publishedAt?: string;
  /** Locale (BCP 47) of the date. */
  locale?: string;
  /** The article's page; makes the whole card a link named by the title. */
  href?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** A news article teaser: optional image, title, summary and date, the whole card one link. */
export function ArticleCard({
  title,
  summary,
  imageUrl,
  imageAlt = '',
  publishedAt,
  locale = 'en',
  href,
  headingLevel = 3,
  className,
}: ArticleCardProps) {
  // Named by its title: the cards of a list are told apart by name (IBM Equal Access,
  // aria_article_label_unique), not only by their headings.
  const titleId = useId();
  return (
    <Card $linked={Boolean(href)} className={className} aria-labelledby={titleId}>
      {imageUrl && (
        <Media>
          <img src={imageUrl} alt={imageAlt} loading="lazy" />
        </Media>
      )}
      <Content>
        <Title as={`h${headingLevel}`} id={titleId}>
          {href ? <CardLink href={href}>{title}</CardLink> : title}
        </Title>
        {summary && <Summary>{summary}</Summary>}
        {publishedAt && (
          <DateText dateTime={publishedAt}>{formatDate(publishedAt, locale)}</DateText>
        )}
      </Content>
    </Card>
  );
}
