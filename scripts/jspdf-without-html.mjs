// A Vite plugin (vite.config.ts, and vitest.config.ts so the tests run the code that ships).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not `new URL(..., import.meta.url)`: Vite rewrites that pattern when a test imports this file.
const STUB = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../src/features/transactions/statementPdf/notInThisBuild.ts',
);
const JSPDF = /[\\/]node_modules[\\/]jspdf[\\/]/;
const HTML_RENDERING = new Set(['html2canvas', 'canvg']);

/**
 * Leaves jsPDF's HTML and SVG rendering (html2canvas and canvg, about 80 kB brotli in two chunks
 * that nothing would ever load) out of the build: the PDF statement is drawn as text and never
 * calls `html()` or `addSvgAsImage()`. Should something ask for them, it gets a module that says
 * they are not part of this build.
 * @returns {import('vite').Plugin}
 */
export function jspdfWithoutHtmlRendering() {
  return {
    name: 'cabinet:jspdf-without-html-rendering',
    enforce: 'pre',
    resolveId(source, importer) {
      return HTML_RENDERING.has(source) && importer && JSPDF.test(importer) ? STUB : null;
    },
  };
}
