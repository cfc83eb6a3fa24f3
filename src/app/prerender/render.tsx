/**
 * Renders one signed-out page to HTML at build time (scripts/prerender.mjs), in the DOM that script
 * provides (jsdom): the same App, router, guards and catalogues as in the browser, so the HTML is
 * the page the app would show. The browser shows it before any script has run; the app then takes
 * over without a visible change (src/app/shell/prerendered.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { type ThemeStatus, usePreferences } from '@/stores/preferences';
import { App } from '../App';
import { queryClient } from '../queryClient';
import { createAppRouter } from '../router/createAppRouter';
import { Prerendering } from './context';
import { resetFirstPage } from '../shell/PageTransition';

export interface RenderedPage {
  /** The content of #root. */
  html: string;
  /** The styles the page uses (styled-components' rules, global ones included). */
  css: string;
  /** The document title the app set. */
  title: string;
}

const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

/** Resolves once `ready()` holds, checked after every change under `node` (fails after 10 s). */
const until = (node: Node, ready: () => boolean) =>
  new Promise<void>((resolve, reject) => {
    if (ready()) return resolve();
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`The page did not render: ${(node as Element).innerHTML?.slice(0, 300)}`));
    }, 10_000);
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    });
    observer.observe(node, { childList: true, subtree: true, characterData: true });
    // The title is outside `node`: watched too.
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  });

/**
 * Writes into attributes what React keeps in properties, so the HTML shows the same: the selected
 * option of each select (the language) and what the fields hold. Forms say `method="post"`: with
 * JavaScript off, submitting one must never put the password into the address (nginx answers the
 * POST by sending the page again). What is marked `data-noscript` goes into a <noscript>.
 */
function freeze(container: HTMLElement) {
  for (const select of container.querySelectorAll('select')) {
    for (const option of select.options) option.toggleAttribute('selected', option.selected);
  }
  for (const input of container.querySelectorAll('input')) {
    if (input.type === 'checkbox' || input.type === 'radio') {
      input.toggleAttribute('checked', input.checked);
    } else if (input.value) {
      input.setAttribute('value', input.value);
    }
  }
  for (const form of container.querySelectorAll('form')) form.setAttribute('method', 'post');
  // Parts only for a visitor without JavaScript (AuthLayout's notice) go into <noscript>.
  for (const part of container.querySelectorAll('[data-noscript]')) {
    const noscript = document.createElement('noscript');
    part.replaceWith(noscript);
    noscript.append(part);
  }
}

/** Renders `path` (e.g. /de/login) for a first-time, signed-out visitor with `theme`. */
export async function renderPage(path: string, theme: ThemeStatus): Promise<RenderedPage> {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `user-theme=${theme}; path=/`;
  window.history.replaceState(null, '', path);
  document.title = '';
  usePreferences.getState().hydrate();
  resetFirstPage();

  const container = document.createElement('div');
  const styles = document.createElement('div');
  document.body.append(container);
  const router = createAppRouter();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <StyleSheetManager target={styles} disableCSSOMInjection>
        <Prerendering.Provider value>
          <App router={router} />
        </Prerendering.Provider>
      </StyleSheetManager>
    </StrictMode>,
  );
  // The page is in when its heading is, and the document title (set by an effect) names the
  // same page: the h1 says what the title says (src/page/titles.ts). Captured earlier, the title
  // could still be the previous page's.
  const rendered = () => {
    const heading = container.querySelector('h1')?.textContent;
    return (
      router.state.initialized &&
      router.state.navigation.state === 'idle' &&
      !!heading &&
      document.title.startsWith(`${heading} · `)
    );
  };
  await until(container, rendered);
  // Effects that follow the first commit (titles, focus) have run by the next macrotask.
  await new Promise((resolve) => setTimeout(resolve, 0));
  freeze(container);
  const page = {
    html: container.innerHTML,
    css: [...styles.querySelectorAll('style')].map((style) => style.textContent).join('\n'),
    title: document.title,
  };
  root.unmount();
  router.dispose();
  container.remove();
  queryClient.clear();
  return page;
}
