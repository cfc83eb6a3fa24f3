// One variable-weight file per subset; the browser downloads only the subsets a page's text uses.
import '@fontsource-variable/inter/wght.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  /* The Latin file alone (the one index.html preloads), for text that lists every language's own
     name: other scripts fall back to a system font there instead of fetching two more files. */
  @font-face {
    font-family: 'Inter Latin';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${interLatin}) format('woff2-variations');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304,
      U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
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
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
