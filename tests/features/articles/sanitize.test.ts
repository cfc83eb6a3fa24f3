import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@/features/articles/sanitize';
import { HOSTILE_ARTICLE_BODY, XSS_PAYLOADS } from '../../../stories/pages/articles/hostile';

/** The sanitized markup as the page would hold it. */
async function render(html: string): Promise<HTMLElement> {
  const host = document.createElement('div');
  host.innerHTML = await sanitizeArticleHtml(html);
  return host;
}

const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, form, input, button, select, textarea, style, link, meta, base, svg, math, template, noscript, video, audio, source, details';
const SCRIPT_URL = /^\s*(javascript|data|vbscript):/i;

/** Everything in the sanitized DOM that could run script, load a frame or restyle the page. */
function dangers(host: HTMLElement): string[] {
  const found: string[] = [...host.querySelectorAll(FORBIDDEN_ELEMENTS)].map(
    (el) => `<${el.localName}>`,
  );
  for (const element of host.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`${name} handler`);
      if (
        ['style', 'srcdoc', 'formaction', 'action', 'xlink:href', 'srcset'].includes(
          name.toLowerCase(),
        )
      )
        found.push(`${name} attribute`);
      if (SCRIPT_URL.test(value)) found.push(`${name}=${value}`);
    }
  }
  for (const image of host.querySelectorAll('img')) {
    if (!/^https:\/\//.test(image.getAttribute('src') ?? ''))
      found.push(`img ${image.getAttribute('src')}`);
  }
  return found;
}

describe('sanitizeArticleHtml', () => {
  it('is tested against at least twenty hostile payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('defuses %s', async (payload) => {
    const host = await render(`${payload}<p>Text after</p>`);
    expect(dangers(host)).toEqual([]);
    // The article goes on after the payload.
    expect(host.lastElementChild?.outerHTML).toBe('<p>Text after</p>');
  });

  it('defuses them all in one body and keeps the readable parts', async () => {
    const host = await render(HOSTILE_ARTICLE_BODY);
    expect(dangers(host)).toEqual([]);
    expect(host.querySelector('strong')?.textContent).toBe('bold');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.textContent).toContain('A headline from the admin host');
  });

  it('turns the body headline into text, so the page keeps its one h1', async () => {
    const host = await render('<h1>Big</h1><h2>Section</h2>');
    expect(host.querySelector('h1')).toBeNull();
    expect(host.querySelector('h2')?.textContent).toBe('Section');
    expect(host.textContent).toContain('Big');
  });

  it('keeps text markup, lists, quotes and tables', async () => {
    const html =
      '<h3>Title</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><blockquote>q</blockquote><ol><li>one</li></ol><table><tr><th scope="col">h</th></tr><tr><td>d</td></tr></table>';
    const host = await render(html);
    for (const tag of [
      'h3',
      'strong',
      'em',
      'u',
      's',
      'code',
      'blockquote',
      'ol',
      'li',
      'table',
      'th',
      'td',
    ])
      expect(host.querySelector(tag), tag).not.toBeNull();
  });

  it('opens https and mail links in a new tab without an opener or referrer', async () => {
    const host = await render(
      '<a href="https://example.com/a" target="_self">web</a> <a href="mailto:help@example.com">mail</a>',
    );
    const [web, mail] = [...host.querySelectorAll('a')];
    expect(web).toHaveAttribute('href', 'https://example.com/a');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mail).toHaveAttribute('href', 'mailto:help@example.com');
    expect(mail).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps paths of this site, opening here; drops http: and links that leave it another way', async () => {
    const host = await render(
      [
        '<a href="/en/articles/3">same site</a>',
        '<a href="http://example.com/a">plain http</a>',
        '<a href="//evil.example/x">protocol-relative</a>',
        '<a href="/\\evil.example/x">backslash</a>',
        '<a href="/\t/evil.example/x">tab</a>',
        '<a href="articles/3">relative</a>',
        '<a href="ftp://example.com/f">ftp</a>',
      ].join(' '),
    );
    const [same, ...dropped] = [...host.querySelectorAll('a')];
    expect(same).toHaveAttribute('href', '/en/articles/3');
    expect(same).not.toHaveAttribute('target');
    for (const link of dropped) {
      // Not a safe address: the words stay, the link goes.
      expect(link, link.textContent ?? '').not.toHaveAttribute('href');
      expect(link).not.toHaveAttribute('target');
    }
    expect(host.textContent).toContain('plain http');
  });

  it('keeps https images, loaded lazily and without a referrer; drops every other image', async () => {
    const host = await render(
      '<img src="https://cdn.example.com/a.png" alt="Chart"><img src="http://cdn.example.com/b.png"><img src="/c.png"><img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    const images = host.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(images[0]).toHaveAttribute('alt', 'Chart');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('drops ids and classes that could clobber or restyle the page', async () => {
    const host = await render('<p id="root" class="visually-hidden" name="x">text</p>');
    const p = host.querySelector('p')!;
    expect(p.attributes).toHaveLength(0);
  });
});
