import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { StatementDocument } from './document';

/** The embedded font (base64 TTF): the 14 standard PDF fonts have no Cyrillic, ř, ł, ș or ț. */
export interface PdfFonts {
  regular: string;
  semibold: string;
}

const FAMILY = 'Inter';
const PAGE = { margin: 48, top: 48, bottom: 64 } as const;
const INK: [number, number, number] = [26, 29, 35];
const MUTED: [number, number, number] = [88, 95, 108];
const RULE: [number, number, number] = [208, 212, 219];
const SHADE: [number, number, number] = [241, 243, 246];

type Pdf = jsPDF;

function embedFonts(pdf: Pdf, fonts: PdfFonts) {
  pdf.addFileToVFS('Inter-Regular.ttf', fonts.regular);
  pdf.addFont('Inter-Regular.ttf', FAMILY, 'normal');
  pdf.addFileToVFS('Inter-SemiBold.ttf', fonts.semibold);
  pdf.addFont('Inter-SemiBold.ttf', FAMILY, 'bold');
}

/** Writes `text` wrapped to `width` from `y`; returns the y under it. */
function write(
  pdf: Pdf,
  text: string,
  y: number,
  {
    size = 10,
    bold = false,
    color = INK,
    x = PAGE.margin as number,
    width = innerWidth(pdf),
  }: { size?: number; bold?: boolean; color?: typeof INK; x?: number; width?: number } = {},
): number {
  pdf.setFont(FAMILY, bold ? 'bold' : 'normal');
  pdf.setFontSize(size);
  pdf.setTextColor(...color);
  const lines = pdf.splitTextToSize(text, width) as string[];
  pdf.text(lines, x, y, { baseline: 'top' });
  return y + lines.length * size * 1.35;
}

const innerWidth = (pdf: Pdf) => pdf.internal.pageSize.getWidth() - 2 * PAGE.margin;
const pageBottom = (pdf: Pdf) => pdf.internal.pageSize.getHeight() - PAGE.bottom;

/** A new page when `needed` points do not fit under `y`; the y to go on from. */
function room(pdf: Pdf, y: number, needed: number): number {
  if (y + needed <= pageBottom(pdf)) return y;
  pdf.addPage();
  return PAGE.top;
}

function rule(pdf: Pdf, y: number) {
  pdf.setDrawColor(...RULE);
  pdf.setLineWidth(0.75);
  pdf.line(PAGE.margin, y, PAGE.margin + innerWidth(pdf), y);
}

/** The broker, the title, who and what the statement is about. */
function drawHead(pdf: Pdf, doc: StatementDocument): number {
  let y = write(pdf, doc.entity, PAGE.top, { size: 12, bold: true });
  y = write(pdf, doc.licence, y + 2, { size: 8.5, color: MUTED });
  rule(pdf, y + 8);
  y = write(pdf, doc.title, y + 20, { size: 18, bold: true });
  pdf.setFontSize(9);
  const labelWidth = Math.min(150, Math.max(...doc.facts.map(([l]) => pdf.getTextWidth(l))) + 14);
  y += 8;
  for (const [label, value] of doc.facts) {
    write(pdf, label, y + 1, { size: 9, color: MUTED, width: labelWidth - 6 });
    y = write(pdf, value, y, {
      x: PAGE.margin + labelWidth,
      width: innerWidth(pdf) - labelWidth,
    });
    y += 3;
  }
  return write(pdf, doc.prepared, y + 2, { size: 8.5, color: MUTED });
}

/** A small two-column table of labels and amounts (balances, totals). */
function figures(pdf: Pdf, rows: [string, string][], y: number): number {
  autoTable(pdf, {
    startY: y,
    margin: { left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottom },
    theme: 'plain',
    body: rows,
    styles: { font: FAMILY, fontSize: 10, textColor: INK, cellPadding: { top: 3, bottom: 3 } },
    columnStyles: { 1: { halign: 'right', fontStyle: 'bold' } },
    tableWidth: Math.min(innerWidth(pdf), 360),
    rowPageBreak: 'avoid',
  });
  return finalY(pdf, y);
}

const finalY = (pdf: Pdf, fallback: number): number =>
  (pdf as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? fallback;

/** Every transaction of the period, its header repeated on each page. */
function drawTransactions(pdf: Pdf, doc: StatementDocument, top: number): number {
  let y = write(pdf, doc.heading, room(pdf, top, 60), { size: 12, bold: true });
  if (doc.rows.length === 0) return write(pdf, doc.empty, y + 4, { color: MUTED });
  const widths = [96, 60, 56, 76, 76];
  const columnStyles = Object.fromEntries(
    widths.map((cellWidth, i) => [
      i,
      { cellWidth, halign: doc.amountColumns.includes(i) ? 'right' : 'left' } as const,
    ]),
  );
  autoTable(pdf, {
    startY: y + 4,
    margin: { left: PAGE.margin, right: PAGE.margin, top: PAGE.top, bottom: PAGE.bottom },
    head: [doc.columns],
    body: doc.rows,
    theme: 'plain',
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    styles: {
      font: FAMILY,
      fontSize: 8,
      textColor: INK,
      cellPadding: { top: 4, right: 4, bottom: 4, left: 4 },
      overflow: 'linebreak',
      lineColor: RULE,
      lineWidth: { bottom: 0.5 },
    },
    headStyles: { fontStyle: 'bold', fillColor: SHADE, lineWidth: { bottom: 1 }, lineColor: INK },
    columnStyles,
    // The amount's heading over the amounts; a transaction that moved no money in grey.
    didParseCell: ({ section, column, row, cell }) => {
      if (section === 'head' && doc.amountColumns.includes(column.index))
        cell.styles.halign = 'right';
      if (section === 'body' && doc.voidRows.includes(row.index)) cell.styles.textColor = MUTED;
    },
  });
  y = finalY(pdf, y);
  return y;
}

/** Completed money in and out, what is pending, and what the figures count. */
function drawTotals(pdf: Pdf, doc: StatementDocument, top: number): number {
  let y = write(pdf, doc.totalsHeading, room(pdf, top + 18, 120), { size: 12, bold: true });
  y = figures(pdf, doc.totals, y + 2);
  if (doc.pending) y = write(pdf, doc.pending, y + 4, { size: 9.5 });
  return write(pdf, doc.note, y + 10, { size: 8.5, color: MUTED });
}

/** The page numbers and the broker under every page, once the number of pages is known. */
function drawFooters(pdf: Pdf, doc: StatementDocument) {
  const pages = pdf.getNumberOfPages();
  const y = pdf.internal.pageSize.getHeight() - PAGE.bottom + 24;
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    rule(pdf, y - 8);
    const label = doc.pageLabel(page, pages);
    pdf.setFont(FAMILY, 'normal');
    pdf.setFontSize(8);
    const labelWidth = pdf.getTextWidth(label);
    write(pdf, `${doc.entity} · ${doc.title}`, y, {
      size: 8,
      color: MUTED,
      width: innerWidth(pdf) - labelWidth - 16,
    });
    write(pdf, label, y, { size: 8, color: MUTED, x: PAGE.margin + innerWidth(pdf) - labelWidth });
  }
}

/**
 * The statement as an A4 PDF: real text in the embedded font (subset to the glyphs used), so it
 * can be selected, searched, read aloud and extracted.
 */
export function renderStatementPdf(doc: StatementDocument, fonts: PdfFonts): ArrayBuffer {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  embedFonts(pdf, fonts);
  pdf.setProperties({ title: doc.title, subject: doc.facts.map(([, v]) => v).join(' · ') });
  pdf.setProperties({ author: doc.entity, creator: doc.entity });
  pdf.setLanguage(doc.lang as Parameters<Pdf['setLanguage']>[0]);
  let y = drawHead(pdf, doc);
  y = figures(pdf, doc.balances, room(pdf, y + 14, 60));
  y = drawTransactions(pdf, doc, y + 20);
  drawTotals(pdf, doc, y);
  drawFooters(pdf, doc);
  return pdf.output('arraybuffer');
}
