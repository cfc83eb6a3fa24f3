import { DEFAULT_LOCALE, type Locale, isLocale } from '@/i18n/locales';

/** A text in each of the cabinet's eleven languages: what the demo database keeps for seeded prose. */
export type Texts = Record<Locale, string>;

/** Norwegian Bokmål and Nynorsk are the cabinet's `no`. */
const ALIASES: Record<string, Locale> = { nb: 'no', nn: 'no' };

/**
 * The language a request asks for in its `Accept-Language` (`de-DE,de;q=0.9,en;q=0.8`): the
 * first of the cabinet's languages by preference (`q`), English when none is (or no header).
 */
export function requestLanguage(header: string | null): Locale {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/i.exec(o)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0] ?? '';
    const locale = ALIASES[primary] ?? primary;
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}
