import { useIntl } from 'react-intl';
import { useGetArticles } from '@/api/generated/articles/articles';
import type { Article } from '@/api/generated/model';
import { selectArticles } from '@/api/readers/article';
import { DEFAULT_LOCALE } from '@/i18n/locales';

export interface ArticlesResult {
  /** Newest first; undefined while loading or after a failure without data. */
  articles: Article[] | undefined;
  /** The list is the English fallback because the current locale has none. */
  inFallback: boolean;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

const newestFirst = (rows: Article[]) =>
  [...rows].sort((a, b) => b.published_at.localeCompare(a.published_at));

/**
 * The articles of the admin host in the interface language; when that language has none, the
 * English ones (a second call with `lang=en`). Articles are public: the HTTP client sends these
 * calls without the session's token, XSRF header or cookies. Until `enabled`, nothing is asked
 * (and the result is loading).
 */
export function useArticles({ enabled = true }: { enabled?: boolean } = {}): ArticlesResult {
  const lang = useIntl().locale;
  const own = useGetArticles({ lang }, { query: { enabled, select: selectArticles } });
  const needsFallback = lang !== DEFAULT_LOCALE && own.isSuccess && own.data.length === 0;
  const fallback = useGetArticles(
    { lang: DEFAULT_LOCALE },
    { query: { enabled: needsFallback, select: selectArticles } },
  );
  const current = needsFallback ? fallback : own;
  return {
    articles: current.data ? newestFirst(current.data) : undefined,
    inFallback: needsFallback && Boolean(fallback.data?.length),
    isLoading: current.data === undefined && !current.isError,
    isError: current.isError,
    refetch: () => void current.refetch(),
  };
}

/** Only `https:` pictures from the admin host (no `data:`, no `javascript:`, no mixed content). */
export const safeImageUrl = (url: string | null | undefined): string | null =>
  url && /^https:\/\//i.test(url.trim()) ? url.trim() : null;

export interface ArticleResult {
  article: Article | undefined;
  /** Loaded, and no article has this id. */
  notFound: boolean;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * One article by id. There is no single-article call: it is looked up in the list of the
 * interface language, then (a link shared from another language) in the English list.
 */
export function useArticle(id: number): ArticleResult {
  const list = useArticles();
  const found = list.articles?.find((row) => row.id === id);
  const tryEnglish = Boolean(list.articles) && !found && !list.inFallback;
  const lang = useIntl().locale;
  const english = useGetArticles(
    { lang: DEFAULT_LOCALE },
    { query: { enabled: tryEnglish && lang !== DEFAULT_LOCALE, select: selectArticles } },
  );
  const article = found ?? (tryEnglish ? english.data?.find((row) => row.id === id) : undefined);
  const englishDone = lang === DEFAULT_LOCALE || english.isSuccess || english.isError;
  return {
    article,
    notFound: Boolean(list.articles) && !article && (!tryEnglish || englishDone),
    isLoading: list.isLoading || (tryEnglish && !article && !englishDone),
    isError: list.isError,
    refetch: list.refetch,
  };
}
