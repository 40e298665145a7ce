// The PDF primitives the documents are drawn with (pdfkit, docs/decisions.md "PDF documents"): a page frame
// with the embedded fonts, text that breaks to a new page when it would not fit, a table whose rows move
// to the next page whole (with the header again), label / amount rows, and "Page n of m" on every page.
// Fonts: Inter from @fontsource/inter (SIL Open Font License), embedded as subsets (FontFile2): text is real
// text (searchable, copyable, accents and € included), never one of the PDF's standard 14 fonts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/** The regular and bold faces, read once per process (each ~40 kB; only the glyphs used are embedded). */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
    bold: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
  };
  return fonts;
}

export const INK = '#18181b';
export const MUTED = '#52525b';
export const RULE = '#d4d4d8';

export type Pdf = PDFKit.PDFDocument;

export interface PdfFrame {
  doc: Pdf;
  left: number;
  right: number;
  width: number;
  /** The lowest y text may reach before a new page. */
  bottom: number;
  /** Writes the buffered document and answers its bytes. */
  finish(footer: (page: number, pages: number) => string): Promise<Buffer>;
}

/** A new document (Letter or A4) with the fonts registered and the body font set. */
export function openPdf(options: { size: 'LETTER' | 'A4'; title: string; author: string; lang: string }): PdfFrame {
  const margin = 50;
  const doc = new PDFDocument({
    size: options.size,
    margin,
    bufferPages: true,
    lang: options.lang,
    displayTitle: true,
    info: { Title: options.title, Author: options.author, Creator: 'Vitrina' },
  });
  const files = fontFiles();
  doc.registerFont('regular', files.regular);
  doc.registerFont('bold', files.bold);
  doc.font('regular').fontSize(10).fillColor(INK);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = margin;
  const right = doc.page.width - margin;
  const bottom = doc.page.height - margin - 20;
  return {
    doc,
    left,
    right,
    width: right - left,
    bottom,
    finish(footer) {
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        // Written inside the bottom margin: without it pdfkit would start a new page for the footer.
        const keep = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc
          .font('regular')
          .fontSize(8)
          .fillColor(MUTED)
          .text(footer(i - start + 1, count), left, doc.page.height - margin, { width: right - left, align: 'center', lineBreak: false });
        doc.page.margins.bottom = keep;
      }
      doc.end();
      return ended;
    },
  };
}

/** Starts a new page when `height` more points would pass the bottom; answers whether it did. */
export function ensureRoom(frame: PdfFrame, height: number): boolean {
  if (frame.doc.y + height <= frame.bottom) return false;
  frame.doc.addPage();
  frame.doc.y = frame.doc.page.margins.top;
  return true;
}

/** A heading and its paragraphs, kept on one page when they fit on one. */
export function section(frame: PdfFrame, title: string, lines: readonly string[]): void {
  const { doc, left, width } = frame;
  const body = lines.filter((l) => l.trim()).join('\n');
  if (!body) return;
  doc.font('regular').fontSize(10);
  ensureRoom(frame, 30 + Math.min(doc.heightOfString(body, { width }), 200));
  doc.moveDown(0.8);
  doc.font('bold').fontSize(10).fillColor(INK).text(title, left, doc.y, { width });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(10).fillColor(INK).text(body, left, doc.y, { width });
}

export interface Column {
  width: number;
  align?: 'left' | 'right';
}

/** One table row: each cell's lines (the first in the row's font, the rest muted and smaller). */
export type Row = readonly (readonly string[])[];

function rowHeight(doc: Pdf, columns: readonly Column[], row: Row, font: 'regular' | 'bold' = 'regular'): number {
  let height = 0;
  row.forEach((cell, i) => {
    const w = columns[i]!.width - 8;
    let h = 0;
    cell.forEach((line, j) => {
      doc.font(j === 0 ? font : 'regular').fontSize(j === 0 ? 10 : 8.5);
      h += doc.heightOfString(line || ' ', { width: w });
    });
    height = Math.max(height, h);
  });
  return height + 8;
}

function drawRow(frame: PdfFrame, columns: readonly Column[], row: Row, font: 'regular' | 'bold'): void {
  const { doc, left } = frame;
  const height = rowHeight(doc, columns, row, font);
  const top = doc.y;
  let x = left;
  row.forEach((cell, i) => {
    const col = columns[i]!;
    let y = top + 4;
    cell.forEach((line, j) => {
      doc
        .font(j === 0 ? font : 'regular')
        .fontSize(j === 0 ? 10 : 8.5)
        .fillColor(j === 0 ? INK : MUTED);
      doc.text(line, x + 4, y, { width: col.width - 8, align: col.align ?? 'left' });
      y = doc.y;
    });
    x += col.width;
  });
  doc.y = top + height;
  doc.moveTo(left, doc.y).lineTo(frame.right, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** A table: the header row in bold, then each row, a row that does not fit starting a new page (header again). */
export function table(frame: PdfFrame, columns: readonly Column[], header: Row, rows: readonly Row[]): void {
  const { doc } = frame;
  const headerHeight = rowHeight(doc, columns, header, 'bold');
  ensureRoom(frame, headerHeight + (rows[0] ? rowHeight(doc, columns, rows[0]) : 0));
  drawRow(frame, columns, header, 'bold');
  for (const row of rows) {
    if (ensureRoom(frame, rowHeight(doc, columns, row))) drawRow(frame, columns, header, 'bold');
    drawRow(frame, columns, row, 'regular');
  }
}

/** Label / amount rows at the right of the page (the totals), the strong ones in bold. */
export function amountRows(frame: PdfFrame, rows: readonly { label: string; amount: string; strong?: boolean }[]): void {
  const { doc } = frame;
  // The amounts' right edge is the table cells' (4 points in from the rule's end).
  const right = frame.right - 4;
  const labelWidth = 190;
  const amountWidth = 100;
  const x = right - labelWidth - amountWidth;
  doc.moveDown(0.5);
  for (const row of rows) {
    ensureRoom(frame, 18);
    const y = doc.y;
    const font = row.strong ? 'bold' : 'regular';
    doc
      .font(font)
      .fontSize(row.strong ? 11 : 10)
      .fillColor(INK);
    doc.text(row.label, x, y, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc.text(row.amount, x + labelWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }
}
