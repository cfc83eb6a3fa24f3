import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])';

/** Keeps Tab and Shift+Tab inside `root` (the open mobile menu and the bar's controls). */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  // Skips what is not rendered (the desktop-only parts); without checkVisibility, keeps all.
  const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      typeof el.checkVisibility !== 'function' ||
      el.checkVisibility() ||
      el === document.activeElement,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && root.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While the mobile menu is open: Escape closes it (the focus back on its button), Tab stays inside
 * the bar, and a press outside the bar closes it.
 */
export function useMenuDismiss(
  menuOpen: boolean,
  close: () => void,
  navRef: RefObject<HTMLElement | null>,
  menuButtonRef: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        menuButtonRef.current?.focus();
      } else if (event.key === 'Tab' && navRef.current) {
        trapTab(event, navRef.current);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen, close, navRef, menuButtonRef]);
}
