// One variable-weight file per subset; the browser downloads only the subsets a page's text uses.
import '@fontsource-variable/inter/wght.css';
import './fonts.css';
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.name}; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.link}; }
  /* E-mail addresses break anywhere rather than overflow or split at a dot ("…co / m"). */
  a[href^='mailto:'], [data-email] { overflow-wrap: anywhere; }
  /* Privacy mode (the navbar's toggle sets data-privacy on <html>): every amount is blurred. */
  html[data-privacy='on'] [data-sensitive] {
    filter: blur(0.5em);
    user-select: none;
  }
  @media print {
    html[data-privacy='on'] [data-sensitive] { filter: none; }
  }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 ${({ theme }) => theme.space[3]}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  /* Nothing moves. Transitions are switched off rather than shortened: a duration on every
     element (whose transition-property is "all" by default) would make every style change a
     transition, shown a frame late (a focused skip link still hidden, the one before it still
     shown). No code waits for a transitionend. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;
