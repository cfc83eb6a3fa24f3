import type { DOMPurify as Purifier } from 'dompurify';

/**
 * What an article body may keep: text markup, lists, quotes, simple tables, links and images.
 * Everything else (scripts, styles, forms, frames, media, SVG, MathML) goes; the text inside a
 * dropped wrapper stays (an `h1` of the body becomes text, so the page keeps its one h1).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'mark',
  'sub',
  'sup',
  'abbr',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'a',
  'img',
];
/** No `style`, `class`, `id`, `on*`, `target` or `srcset`: only what the markup needs to mean something. */
const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
];

/**
 * Links may point to `https:` web pages, mail addresses and paths of this site (`/en/articles/3`,
 * never `//host`); nothing else (no `http:`, no `javascript:`, no `data:`, no relative paths that
 * would resolve against whatever page shows the article).
 */
const SAFE_LINK = /^(?:https:|mailto:|\/(?![/\\]))/i;
/** A path of this site: opens here, as the cabinet's own links do. */
const SAME_SITE = /^\/(?![/\\])/;
/** Images load from `https:` only: no `data:`, no `http:` (mixed content), no relative tracking pixels. */
const SAFE_IMAGE = /^https:\/\//i;

/** An address without the characters a browser skips in it (spaces, tabs, line breaks...). */
const readableHref = (href: string | null): string | undefined =>
  href === null
    ? undefined
    : [...href].filter((char) => char.charCodeAt(0) > 0x20 && char !== '\u007f').join('');

let purifier: Promise<Purifier> | undefined;

/** One DOMPurify of our own (its hooks never touch another user's instance), loaded on first use. */
function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        // As a browser reads it: spaces, tabs and line breaks anywhere do not count
        // (`/\t/evil.example` is `//evil.example`, another site).
        const href = readableHref(node.getAttribute('href'));
        if (href === undefined) return;
        if (!SAFE_LINK.test(href)) node.removeAttribute('href');
        else if (!SAME_SITE.test(href)) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      } else if (node.tagName === 'IMG') {
        const src = node.getAttribute('src')?.trim() ?? '';
        if (!SAFE_IMAGE.test(src)) {
          node.remove();
          return;
        }
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
        node.setAttribute('referrerpolicy', 'no-referrer');
        if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      }
    });
    return purify;
  });
  return purifier;
}

/**
 * The article body (HTML from the admin host) as safe markup: text markup, `https:`/`mailto:`
 * links opening in a new tab with `rel="noopener noreferrer"`, this site's paths opening here,
 * lazy `https:` images; no scripts,
 * event handlers, styles, forms, frames, or `javascript:`/`data:` URLs. DOMPurify is loaded here,
 * on the article page, and never with the first page.
 */
export async function sanitizeArticleHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_LINK,
  });
}
