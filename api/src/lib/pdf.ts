import { type Font, type FontCollection, openSync } from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The face every document the hotel hands out is set in: Noto Sans, Google Fonts' full static cut, which has
 * Latin and the rupee sign ₹ in one file (a web-font package splits them into latin and latin-ext subsets, and
 * pdfkit sets a line in one font). Resolved through Node from the package, so it is found alike from `src/`
 * under tsx and from the bundle in `dist/`, which leaves packages to node_modules. pdfkit embeds only the
 * glyphs a document uses.
 */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

/** The names a document sets its text in: `doc.font('bold')`. */
export type PdfFont = keyof typeof FONT_FILES;

/**
 * The fonts, parsed once for every document: parsing Noto's tables afresh costs a document a quarter of a
 * second of CPU. pdfkit takes a parsed fontkit font wherever it takes a font file (it lays text out with
 * fontkit), but @types/pdfkit names only files and buffers: the cast says "a font file" to it. A document is
 * drawn synchronously, so two never use a font at the same time.
 */
let parsedFonts: Record<PdfFont, string> | undefined;

function parse(file: string): string {
  const font: Font | FontCollection = openSync(file);
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font as unknown as string;
}

const fonts = () => (parsedFonts ??= { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) });

/**
 * A new A4 document with the hotel's fonts registered as 'regular' and 'bold', set in 'regular' from the
 * start (never in one of PDF's standard fonts, which have no ₹). Draw on it, then `finishPdf` it.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions = {}): PDFKit.PDFDocument {
  const { regular, bold } = fonts();
  const doc = new PDFDocument({ size: 'A4', ...options, font: regular });
  return doc.registerFont('regular', regular).registerFont('bold', bold).font('regular');
}

/** Ends `doc` and gives the whole file (pdfkit holds what it wrote until it is read). */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return file;
}

/** One cell of a `tableRow`: its text, where it starts and how wide it is. */
export interface PdfCell {
  text: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
}

/**
 * One row of cells side by side at the current line, in `font`; a cell that wraps makes the row taller, and
 * the next row starts below its tallest cell. A row that would not fit on the page starts the next one.
 */
export function tableRow(doc: PDFKit.PDFDocument, cells: readonly PdfCell[], font: PdfFont = 'regular') {
  doc.font(font);
  const height = Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width })));
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  let bottom = top;
  for (const cell of cells) {
    doc.text(cell.text, cell.x, top, { width: cell.width, align: cell.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = doc.page.margins.left;
  doc.y = bottom;
}

export interface AmountRowOptions {
  font?: PdfFont;
  /** Where the label starts (the left margin unless given); the amount always ends at the right margin. */
  labelX?: number;
  /** The amount column's width, 120 pt unless given. */
  amountWidth?: number;
}

/** A label and its amount (already formatted, e.g. by `formatInr`) set flush right: a sum or a bill's line. */
export function amountRow(
  doc: PDFKit.PDFDocument,
  label: string,
  amount: string,
  { font = 'regular', labelX = doc.page.margins.left, amountWidth = 120 }: AmountRowOptions = {},
) {
  const right = doc.page.width - doc.page.margins.right;
  const amountX = right - amountWidth;
  tableRow(
    doc,
    [
      { text: label, x: labelX, width: amountX - labelX - 8 },
      { text: amount, x: amountX, width: amountWidth, align: 'right' },
    ],
    font,
  );
}
