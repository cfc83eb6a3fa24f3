import type { KeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]'),
  );

/** jsdom (and very old browsers) lack `showModal`: fall back to the `open` attribute. */
export const show = (dialog: HTMLDialogElement) => {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
};

/** Closes the dialog; true when the browser will fire a `close` event for it. */
export const hide = (dialog: HTMLDialogElement): boolean => {
  if (typeof dialog.close !== 'function') {
    dialog.removeAttribute('open');
    return false;
  }
  if (!dialog.open) return false;
  dialog.close();
  return true;
};

/** Wraps Tab inside the dialog instead of letting focus leave for the browser's toolbar. */
export const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
  const items = focusablesIn(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
};
