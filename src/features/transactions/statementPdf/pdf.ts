/*
 * The one module the dialog imports on demand (`import('./pdf')`): the PDF library and the font
 * files stay out of every page's first load and are fetched the first time a client asks for a
 * statement.
 */
import regularUrl from './fonts/Inter-Regular.ttf?url';
import semiboldUrl from './fonts/Inter-SemiBold.ttf?url';
import type { StatementDocument } from './document';
import { renderStatementPdf, type PdfFonts } from './render';

/** A font file as the base64 text the PDF library embeds. */
async function fetchFont(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

let fonts: Promise<PdfFonts> | undefined;

/** The fonts, fetched once a page load (a failed fetch is asked again next time). */
function loadFonts(): Promise<PdfFonts> {
  fonts ??= Promise.all([fetchFont(regularUrl), fetchFont(semiboldUrl)]).then(
    ([regular, semibold]) => ({ regular, semibold }),
    (error: unknown) => {
      fonts = undefined;
      throw error;
    },
  );
  return fonts;
}

/** The statement as a PDF file. */
export async function statementPdf(doc: StatementDocument): Promise<Blob> {
  const bytes = renderStatementPdf(doc, await loadFonts());
  return new Blob([bytes], { type: 'application/pdf' });
}
