/**
 * Over a page the server sent as HTML (the signed-out pages, scripts/prerender.mjs), the app takes
 * over without a visible change: React renders into a detached #root, and once that shows the page
 * (its heading is in), it replaces the server's #root in one step, before the next paint. Both are
 * the same markup (the server's was rendered by this app), so fields and buttons pair up by their
 * order. What the visitor did meanwhile carries over: what they typed, ticked or chose, the field
 * with the focus and its selection, a button they pressed, and a form they submitted (the page's
 * inline script held those back: window.__cabinetEarly).
 */

/** What the prerendered page's inline script noted before the app ran. */
interface EarlyActions {
  /** A form was submitted. */
  submit?: boolean;
  /** The index (among #root's buttons) of a non-submit button that was clicked. */
  click?: number;
  /** A pointer is down on the page (its click has not fired yet). */
  down?: boolean;
}

declare global {
  interface Window {
    __cabinetEarly?: EarlyActions;
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

/**
 * Resolves once no pointer is pressed on the server's page (at most `timeoutMs`): replacing the
 * page between a press and its release would lose the click.
 */
export async function whenPointerUp(timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (window.__cabinetEarly?.down && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsOf = (root: ParentNode) =>
  [...root.querySelectorAll<Field>('input, textarea, select')].filter(
    (field) => !(field instanceof HTMLInputElement && field.type === 'hidden'),
  );

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the visitor changed `field` from what the HTML said. */
function changed(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/**
 * Sets a field the way the visitor did: a click for a box, else the native setter and an `input`
 * or `change` event, so React's onChange sees it (assigning `.value` alone would be undone).
 */
function enter(field: Field, from: Field) {
  if (isToggle(field)) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
    return;
  }
  if (field.value === from.value) return;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, from.value);
  const event = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(event, { bubbles: true }));
}

/**
 * The app's elements that have a counterpart in the server's HTML: not those marked `data-late`
 * (what only the browser can know, such as the passkey button of a device that knows them).
 */
const paired = <T extends Element>(elements: Iterable<T>): T[] =>
  [...elements].filter((element) => !element.closest('[data-late]'));

/** Replaces the server's `page` with the app's `app` (same id), keeping what the visitor did. */
export function takeOver(page: HTMLElement, app: HTMLElement): void {
  const focused = document.activeElement;
  const before = fieldsOf(page);
  const focusedField = before.findIndex((field) => field === focused);
  const selection =
    (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) &&
    focusedField >= 0
      ? ([focused.selectionStart ?? null, focused.selectionEnd ?? null] as const)
      : null;
  const focusedButton = [...page.querySelectorAll('button, a')].findIndex((el) => el === focused);
  // Anything else focused by its id: the main content a "Skip to content" link moved the focus to.
  const focusedId =
    focused instanceof HTMLElement && focused.id && page.contains(focused) ? focused.id : null;
  const scroll = [window.scrollX, window.scrollY] as const;
  const early = window.__cabinetEarly ?? {};
  window.__cabinetEarly = undefined;

  page.replaceWith(app);
  document.getElementById('prerendered-styles')?.remove();

  const after = paired(fieldsOf(app));
  before.forEach((from, index) => {
    const field = after[index];
    if (field && changed(from)) enter(field, from);
  });
  const target =
    focusedField >= 0
      ? after[focusedField]
      : focusedButton >= 0
        ? paired(app.querySelectorAll<HTMLElement>('button, a'))[focusedButton]
        : focusedId
          ? (app.querySelector<HTMLElement>(`#${CSS.escape(focusedId)}`) ?? undefined)
          : undefined;
  target?.focus({ preventScroll: true });
  if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(selection[0], selection[1]);
    } catch {
      // Not every input type has a selection (e-mail): the focus is enough.
    }
  }
  window.scrollTo(scroll[0], scroll[1]);
  if (early.click !== undefined) paired(app.querySelectorAll('button'))[early.click]?.click();
  if (early.submit) {
    const form = (target?.closest('form') ?? app.querySelector('form')) as HTMLFormElement | null;
    form?.requestSubmit();
  }
}
