// Reading a PDF back in tests (issue 31 "Documents"): its text as a reader's copy would give it (unpdf, the
// serverless build of PDF.js), and its fonts as the file declares them: each font's name, whether every font
// descriptor carries its font program (FontFile2 TrueType, FontFile3 CFF/OpenType, FontFile Type 1), and which
// fonts are the PDF's standard 14 (never embedded: a viewer substitutes them).
import { extractText, getDocumentProxy } from 'unpdf';

const STANDARD_14 = /^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/;

/** The text of every page, in reading order, pages joined by a newline. */
export async function pdfText(bytes) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  await pdf.cleanup?.();
  return text;
}

/** The fonts the file declares (its dictionaries are read as text: object streams are not looked into). */
export function pdfFonts(bytes) {
  const raw = Buffer.from(bytes).toString('latin1');
  const names = [...raw.matchAll(/\/BaseFont\s*\/([^\s/<>[\]()]+)/g)].map((m) => m[1].replace(/^[A-Z]{6}\+/, ''));
  const descriptors = (raw.match(/\/Type\s*\/FontDescriptor/g) ?? []).length;
  const programs = (raw.match(/\/FontFile[23]?\s/g) ?? []).length;
  return {
    names: [...new Set(names)],
    embedded: descriptors > 0 && programs >= descriptors,
    standard14: [...new Set(names.filter((n) => STANDARD_14.test(n)))],
  };
}
