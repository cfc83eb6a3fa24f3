import { createGlobalStyle } from 'styled-components';

/**
 * The printed statement: only the page's statement header and the table, in black on white.
 * Navigation, header, sidebar, footer, filters and buttons are left out.
 */
export const PrintStyle = createGlobalStyle`
  [data-print-only] {
    display: none;
  }

  @media print {
    header,
    nav,
    aside,
    footer,
    button,
    [role='banner'],
    [role='navigation'],
    [role='complementary'],
    [role='contentinfo'],
    [data-print-hidden] {
      display: none !important;
    }

    [data-print-only] {
      display: block !important;
    }

    html,
    body,
    main {
      background: #fff !important;
      color: #000 !important;
    }

    /* Amounts are printed even while the privacy mode blurs them on screen. */
    [data-sensitive] {
      filter: none !important;
    }

    [role='region'] {
      overflow: visible !important;
      max-height: none !important;
    }

    table {
      width: 100% !important;
      min-width: 0 !important;
      font-size: 10pt;
    }

    tr {
      break-inside: avoid;
    }
  }
`;
