import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { sanitizeArticleHtml } from './sanitize';

const Prose = styled.div`
  min-width: 0;
  line-height: 1.65;
  overflow-wrap: break-word;

  > :first-child {
    margin-top: 0;
  }
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[2]}`};
    line-height: 1.3;
  }
  p,
  ul,
  ol,
  blockquote,
  figure,
  table,
  pre {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    text-underline-offset: 3px;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  blockquote {
    padding-inline-start: ${({ theme }) => theme.space[4]};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    overflow-x: auto;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface ArticleBodyProps {
  /** The body as the admin host sent it (untrusted HTML). */
  html: string;
  /** Announced while the sanitizer loads. */
  loadingLabel: string;
}

/**
 * The article text, shown only after DOMPurify has cleaned it. The sanitizer (and DOMPurify)
 * load with this component, i.e. with the article page only.
 */
export function ArticleBody({ html, loadingLabel }: ArticleBodyProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let live = true;
    void sanitizeArticleHtml(html).then((result) => {
      if (live) setClean({ source: html, html: result });
    });
    return () => {
      live = false;
    };
  }, [html]);

  if (clean?.source !== html) {
    return (
      <SkeletonGroup label={loadingLabel}>
        <Skeleton height={16} />
        <Skeleton height={16} width="90%" />
        <Skeleton height={16} width="75%" />
      </SkeletonGroup>
    );
  }
  // Sanitized just above with an allow-list (text markup, https links and images only).
  return <Prose data-article-body="" dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
