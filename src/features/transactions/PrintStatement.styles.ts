import styled from 'styled-components';

/*
 * The printed statement is black on white whatever the theme, sized in points for paper: A4
 * portrait holds every column, long texts (methods, comments) wrap inside their cells.
 */

export const Sheet = styled.section`
  display: grid;
  gap: 10pt;
  color: #000;
  background: #fff;
  font-size: 10pt;
  line-height: 1.35;

  h2 {
    margin: 0 0 2pt;
    font-size: 15pt;
  }
  h3 {
    margin: 0 0 3pt;
    font-size: 11pt;
  }
  p {
    margin: 0;
  }

  /* The sign says the direction; on paper the colours are the printer's dark shades of it. */
  [data-tone='in'] {
    color: #0b6b32;
  }
  [data-tone='out'] {
    color: #a4141f;
  }
  [data-tone='void'] {
    color: #555;
  }
`;

export const Head = styled.div`
  display: grid;
  gap: 2pt;
`;

export const Filters = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 2pt 14pt;
  margin: 2pt 0 0;

  div {
    display: flex;
    align-items: baseline;
    gap: 4pt;
  }
  /* A small label before its value, like the table's column titles. */
  dt {
    color: #333;
    font-size: 8pt;
    font-weight: 600;
    letter-spacing: 0.02em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Note = styled.p`
  color: #333;
  font-size: 9pt;
`;

export const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 9pt;
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: 3pt;
    font-size: 11pt;
    font-weight: 600;
    text-align: start;
  }
  /* The column titles repeat on every printed page. */
  thead {
    display: table-header-group;
  }
  th,
  td {
    padding: 3pt 4pt;
    border-bottom: 0.5pt solid #999;
    text-align: start;
    vertical-align: top;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  /* Free text from the backend (wallet names, methods, comments) may hold long unbroken tokens. */
  [data-wrap='anywhere'] {
    overflow-wrap: anywhere;
  }
  thead th {
    border-bottom: 1pt solid #000;
  }
  th {
    font-weight: 600;
  }
  [data-align='end'] {
    text-align: end;
  }
  tr {
    break-inside: avoid;
  }
`;

/** One line per currency: its name, then credits and debits, aligned in columns; pending below. */
export const TotalsList = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, max-content);
  gap: 2pt 18pt;
  margin: 0 0 3pt;
  font-size: 9pt;
  font-variant-numeric: tabular-nums;

  div {
    display: contents;
  }
  dt {
    font-weight: 600;
  }
  dd {
    display: flex;
    justify-content: space-between;
    gap: 6pt;
    margin: 0;
  }
  dd > span:first-child {
    color: #333;
  }
  /* What is still pending: a line of its own under the currency's completed totals. */
  dd[data-pending] {
    grid-column: 2 / -1;
    color: #333;
  }
`;
