/**
 * The signed-out pages rendered at build time carry the app's @font-face rules switched off
 * (`<style id="web-fonts" media="not all">`: scripts/prerender.mjs), so they download no font. The
 * cabinet turns them on when a signed-in page first shows (a client who has just signed in gets
 * the same text font as after a reload). Elsewhere there is no such element and nothing happens.
 */
export function enableWebFonts(): void {
  document.getElementById('web-fonts')?.removeAttribute('media');
}
