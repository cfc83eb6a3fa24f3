/**
 * What jsPDF gets when it asks for html2canvas or canvg (scripts/jspdf-without-html.mjs): the
 * statement is drawn as text, so the build leaves HTML and SVG rendering out.
 */
export default function notInThisBuild(): never {
  throw new Error('jsPDF HTML and SVG rendering is not part of this build');
}
