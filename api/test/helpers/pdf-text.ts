import assert from 'node:assert/strict';

/** A PDF as an independent reader (pdf.js, Firefox's viewer) sees it. */
export interface ReadPdf {
  /** Each line of text, page after page, top to bottom: the pieces on one baseline, left to right, spaced. */
  lines: string[];
  /** Every font the pages set text in: its name, and whether the file carries it. */
  fonts: Array<{ name: string; embedded: boolean }>;
}

/** The fields of a loaded font pdf.js hands out (`commonObjs` holds them untyped). */
interface LoadedFont {
  name: string;
  missingFile: boolean;
}

/** Reads `pdf` with pdf.js, the way a guest's viewer would. */
export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  // pdf.js ships as an ES module only; this file is CommonJS under tsx.
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const lines: string[] = [];
  const fonts = new Map<string, boolean>();
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const baselines = new Map<number, Array<{ x: number; text: string }>>();
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [, , , , x, y] = item.transform as number[];
        const y0 = Math.round(y ?? 0);
        baselines.set(y0, [...(baselines.get(y0) ?? []), { x: x ?? 0, text: item.str }]);
      }
      // PDF's y grows upwards: the top line has the largest.
      for (const [, pieces] of [...baselines].sort(([a], [b]) => b - a)) {
        const line = pieces.sort((a, b) => a.x - b.x).map((piece) => piece.text.trim());
        lines.push(line.join(' '));
      }
      const operators = await page.getOperatorList();
      operators.fnArray.forEach((operator, index) => {
        if (operator !== OPS.setFont) return;
        const font = page.commonObjs.get(String(operators.argsArray[index]?.[0])) as LoadedFont;
        fonts.set(font.name, !font.missingFile);
      });
    }
  } finally {
    await document.destroy();
  }
  return { lines, fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })) };
}

/**
 * The checks every document the hotel hands out must pass: its text is set only in our embedded Noto Sans
 * (so ₹ shows on any device), and no amount is written as "Rs." or "INR".
 */
export function assertHotelDocument({ lines, fonts }: ReadPdf) {
  assert.ok(fonts.length > 0, 'the PDF sets text');
  for (const font of fonts) {
    assert.ok(font.embedded, `${font.name} is embedded`);
    assert.match(font.name, /NotoSans-(Regular|Bold)$/);
  }
  const text = lines.join('\n');
  assert.doesNotMatch(text, /\bRs\.|\bINR\b/);
}

/** Asserts that a line reads `label` followed by `amount` (as `formatInr` writes it), and nothing else. */
export function assertAmountLine(lines: readonly string[], label: string, amount: string) {
  assert.ok(lines.includes(`${label} ${amount}`), `"${label} ${amount}" in\n${lines.join('\n')}`);
}
