import { createGlobalStyle, css } from 'styled-components';

/**
 * What prints: the statement (`[data-print-root]`) and nothing else. Every element that is
 * neither the statement, inside it, nor one of its ancestors is left out, so the app's chrome
 * (navbar, balance bar, sidebar, notices, footer, toasts, dialogs, the demo panel) never prints,
 * whatever hooks it carries; the ancestors lose their boxes so the statement takes the page's
 * whole width. Written once, applied under `@media print` and under `html[data-print-preview]`,
 * which shows on screen what prints (the statement's story).
 */
const printRules = css`
  &,
  & body {
    background: #fff !important;
    color: #000 !important;
  }

  & body *:not([data-print-root]):not(:has([data-print-root])):not([data-print-root] *),
  & [data-print-hidden] {
    display: none !important;
  }

  & body *:has([data-print-root]) {
    display: block !important;
    width: auto !important;
    min-width: 0 !important;
    max-width: none !important;
    min-height: 0 !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    background: none !important;
    box-shadow: none !important;
    transform: none !important;
    animation: none !important;
    opacity: 1 !important;
  }

  & [data-print-root] {
    display: grid !important;
  }

  /* Amounts print even while the privacy mode blurs them on screen. */
  & [data-sensitive] {
    filter: none !important;
  }
`;

export const PrintStyle = createGlobalStyle`
  @media not print {
    html:not([data-print-preview]) [data-print-root] {
      display: none !important;
    }
  }

  @page {
    size: A4 portrait;
    margin: 12mm;
  }

  @media print {
    html {
      ${printRules}
    }
  }

  html[data-print-preview] {
    ${printRules}
  }

  /* The preview is a sheet of A4 paper, 210 mm wide with the printer's margins. */
  html[data-print-preview] [data-print-root] {
    box-sizing: border-box;
    width: 794px !important;
    max-width: 100%;
    margin: 0 auto;
    padding: 12mm;
  }
`;
