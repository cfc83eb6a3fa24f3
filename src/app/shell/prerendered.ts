/**
 * Over a page the server sent as HTML (the signed-out pages, scripts/prerender.mjs), the app takes
 * over without a visible change: React renders into a detached #root, and once that shows the page
 * (its heading is in), it replaces the server's #root in one step, before the next paint. What the
 * visitor did meanwhile carries over: what each field holds, the field with the focus and its
 * selection, and a form they submitted (the inline script in the HTML held it back).
 */

declare global {
  interface Window {
    /** Set by the prerendered page's inline script when a form was submitted before the app ran. */
    __cabinetPendingSubmit?: boolean;
  }
}

/** Whether `root` holds a page the server rendered. */
export const isPrerendered = (root: HTMLElement): boolean => root.hasAttribute('data-prerendered');

/** Resolves once `container` shows a page (a heading), or after `timeoutMs` whatever it shows. */
export function whenRendered(container: HTMLElement, timeoutMs = 10_000): Promise<void> {
  const ready = () => container.querySelector('h1') !== null;
  return new Promise((resolve) => {
    if (ready()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (ready()) done();
    });
    const timer = setTimeout(done, timeoutMs);
    observer.observe(container, { childList: true, subtree: true });
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsOf = (root: ParentNode) =>
  [...root.querySelectorAll<Field>('input[id], textarea[id], select[id]')].filter(
    (field) => !(field instanceof HTMLInputElement && field.type === 'hidden'),
  );

/**
 * Sets a field the way typing does: through the native setter, then an `input` event, so React's
 * onChange sees it (assigning `.value` alone would be undone by the next render).
 */
function enter(field: Field, from: Field) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
    return;
  }
  if (field.value === from.value) return;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, from.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Replaces the server's `page` with the app's `app` (same id), keeping what the visitor did. */
export function takeOver(page: HTMLElement, app: HTMLElement): void {
  const focused = document.activeElement;
  const focusedId = focused instanceof HTMLElement && page.contains(focused) ? focused.id : '';
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? ([focused.selectionStart ?? null, focused.selectionEnd ?? null] as const)
      : null;
  const typed = new Map(fieldsOf(page).map((field) => [field.id, field]));
  const scroll = [window.scrollX, window.scrollY] as const;

  page.replaceWith(app);
  document.getElementById('prerendered-styles')?.remove();

  for (const field of fieldsOf(app)) {
    const from = typed.get(field.id);
    if (from) enter(field, from);
  }
  if (focusedId) {
    const target = document.getElementById(focusedId);
    target?.focus({ preventScroll: true });
    if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
      try {
        target.setSelectionRange(selection[0], selection[1]);
      } catch {
        // Not every input type has a selection (e-mail in some browsers): the focus is enough.
      }
    }
  }
  window.scrollTo(scroll[0], scroll[1]);
  if (window.__cabinetPendingSubmit) {
    window.__cabinetPendingSubmit = false;
    const form =
      (focusedId ? document.getElementById(focusedId)?.closest('form') : null) ??
      app.querySelector('form');
    form?.requestSubmit();
  }
}
