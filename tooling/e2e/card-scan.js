// The card-number scan of an end-to-end run (issue 13, Done when: "no card number — any Luhn-valid 13–19
// digit run — appears in the database, the logs or the asset store"). Every file under the product's data
// folder (PGlite's files, the asset store, the product's log) is streamed byte by byte, so a 40 MB
// database costs one read and no text decoding.
//
// A candidate is a run of ASCII digits between non-digits, either plain (13–19 digits) or written in groups
// separated by one space or dash, as people type cards ("4242 4242 4242 4242", "3782-822463-10005"): a
// window of consecutive groups whose first group has 4 digits and every group 3–6 digits, 13–19 digits in
// all. It is a card number when it passes Luhn and starts with 2–9: ISO/IEC 7812 gives 0 and 1 to no card
// network of ours, and Unix times in ms/µs/ns (13/16/19 digits until 2033) start with 1. Nothing inside a
// UUID (8-4-4-4-12 hex) qualifies: about one random UUID in 4,000 has all-digit middle groups whose digits,
// with the start of the last group, read as a Luhn-valid "4226-9162-38337" (issue 25: an e2e run stores
// thousands of UUIDs as text, each in a table, its index and the WAL, and the scan found such runs).
import { createReadStream } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { locateInPglite } from './card-scan-pglite.js';

const ZERO = 0x30;
const NINE = 0x39;
const SPACE = 0x20;
const DASH = 0x2d;
/** Digits kept per group: a longer group can only be a plain run, and a plain run over 19 is no card. */
const GROUP_CAP = 20;
/** Groups kept: 19 digits in groups of at least 3 is at most 6 groups. */
const GROUPS_KEPT = 7;

/** @param {string} digits */
export function luhnValid(digits) {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - ZERO;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** @param {string} digits */
export function looksLikeCard(digits) {
  return digits.length >= 13 && digits.length <= 19 && digits[0] >= '2' && luhnValid(digits);
}

/** How a UUID reads as hex digits (x) and dashes: 8-4-4-4-12. */
const UUID_SHAPE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';
/**
 * A UUID cut short at either end: Postgres compresses a long text value (pglz) in its table and WAL, and a
 * compression control byte between two literal bytes can split a UUID's first or last group from the rest. All
 * five groups with the middle ones whole, and a hex letter somewhere in them: no typed card has one.
 */
const CUT_UUID_SHAPE = /^x{1,8}-x{4}-x{4}-x{4}-x{1,12}$/;

/** A hex token this long with a letter in it is an id or a hash (sha-256, random hex ids), not typed digits. */
const HEX_TOKEN_MIN = 20;

/** @param {number} b */
const isHexLetter = (b) => (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46);

/**
 * A scanner fed chunk after chunk of one file; `found` lists every card-like run with its byte offset.
 * @param {string} file name reported with each finding
 */
export function createCardScanner(file) {
  /** @type {{ file: string, offset: number, digits: string }[]} */
  const found = [];
  /**
   * Completed groups of the run in progress; `hashy`: the group's hex token is a hash or id (undefined
   * while that token goes on).
   * @type {{ digits: string, offset: number, long: boolean, token: number, span: number, hashy: boolean | undefined }[]}
   */
  let groups = [];
  let current = '';
  let currentStart = -1;
  let currentLong = false;
  let currentToken = 0;
  let currentSpan = 0;
  /** @type {boolean | undefined} */
  let currentHashy;
  let separatorPending = false;
  let position = 0;
  // The hex token ([0-9a-fA-F]+) the scanner is in: a candidate inside a long one with letters (a hash or
  // a random hex id) is no card. A candidate whose last token still goes on waits for its verdict.
  let token = 0;
  let tokenLength = 0;
  let tokenHasLetter = false;
  // The span of hex digits and dashes the scanner is in: a candidate inside one shaped like a UUID is no
  // card. Every candidate waits for the end of its last group's span.
  let span = 0;
  let spanLength = 0;
  let spanShape = '';
  let spanHasLetter = false;
  /** The last spans that ended shaped like a UUID (a run's end can be seen a byte after its span's). */
  let uuidSpans = /** @type {number[]} */ ([]);
  /** @type {{ offset: number, digits: string, token: number, span: number, hashy: boolean | undefined }[]} */
  let pending = [];

  const accept = (offset, digits) => found.push({ file, offset, digits: `${digits.slice(0, 6)}…${digits.slice(-4)}` });

  function closeToken() {
    const hashy = tokenLength >= HEX_TOKEN_MIN && tokenHasLetter;
    if (currentToken === token && current) currentHashy = hashy;
    for (const g of groups) if (g.token === token) g.hashy = hashy;
    if (pending.length) {
      for (const p of pending) if (p.token === token) p.hashy = hashy;
      pending = pending.filter((p) => p.hashy !== true);
    }
    tokenLength = 0;
    tokenHasLetter = false;
  }

  function closeSpan() {
    const uuid = spanShape === UUID_SHAPE || (spanHasLetter && CUT_UUID_SHAPE.test(spanShape));
    if (uuid) uuidSpans = [...uuidSpans.slice(-(GROUPS_KEPT - 1)), span];
    for (const p of pending) if (p.span === span && !uuid && p.hashy !== true) accept(p.offset, p.digits);
    pending = pending.filter((p) => p.span !== span);
    spanLength = 0;
    spanShape = '';
    spanHasLetter = false;
  }

  /**
   * @param {number} offset @param {string} digits
   * @param {{ token: number, span: number, hashy: boolean | undefined }} last the window's last group
   */
  function report(offset, digits, last) {
    if (last.hashy === true) return;
    const spanOver = last.span !== span || spanLength === 0;
    if (!spanOver) pending.push({ offset, digits, token: last.token, span: last.span, hashy: last.hashy });
    else if (!uuidSpans.includes(last.span)) accept(offset, digits);
  }

  /** Checks the windows of groups that end with the group just completed. */
  function closeGroup() {
    const group = { digits: current, offset: currentStart, long: currentLong, token: currentToken, span: currentSpan, hashy: currentHashy };
    if (!group.long && looksLikeCard(group.digits)) report(group.offset, group.digits, group);
    groups.push(group);
    if (groups.length > GROUPS_KEPT) groups = groups.slice(-GROUPS_KEPT);
    let total = 0;
    for (let i = groups.length - 1; i >= 0; i -= 1) {
      const g = /** @type {(typeof groups)[number]} */ (groups[i]);
      if (g.long || g.digits.length < 3 || g.digits.length > 6) break;
      total += g.digits.length;
      if (total > 19) break;
      if (i < groups.length - 1 && g.digits.length === 4 && total >= 13 && g.hashy !== true) {
        const digits = groups
          .slice(i)
          .map((x) => x.digits)
          .join('');
        if (looksLikeCard(digits)) report(g.offset, digits, group);
      }
    }
    current = '';
    currentLong = false;
    currentHashy = undefined;
  }

  function endRun() {
    if (current) closeGroup();
    groups = [];
    separatorPending = false;
  }

  return {
    found,
    /** @param {Uint8Array} chunk */
    push(chunk) {
      for (let i = 0; i < chunk.length; i += 1) {
        const b = /** @type {number} */ (chunk[i]);
        const digit = b >= ZERO && b <= NINE;
        if (digit || isHexLetter(b)) {
          if (tokenLength === 0) token += 1;
          tokenLength += 1;
          if (!digit) tokenHasLetter = true;
        } else if (tokenLength > 0) {
          closeToken();
        }
        const inSpan = digit || isHexLetter(b) || b === DASH;
        if (inSpan) {
          if (spanLength === 0) span += 1;
          spanLength += 1;
          if (spanShape.length <= UUID_SHAPE.length) spanShape += b === DASH ? '-' : 'x';
          if (!digit && b !== DASH) spanHasLetter = true;
        }
        if (digit) {
          if (separatorPending) {
            closeGroup();
            separatorPending = false;
          }
          if (!current) {
            currentStart = position + i;
            currentToken = token;
            currentSpan = span;
          }
          if (current.length < GROUP_CAP) current += String.fromCharCode(b);
          else currentLong = true;
        } else if ((b === SPACE || b === DASH) && current && !separatorPending) {
          separatorPending = true;
        } else if (current || groups.length) {
          endRun();
        }
        // After the run's end above: what ended with the span is judged with it.
        if (!inSpan && spanLength > 0) closeSpan();
      }
      position += chunk.length;
    },
    end() {
      if (tokenLength > 0) closeToken();
      endRun();
      // The span still open at the end of the file is over: judge what waits on it.
      closeSpan();
      return found;
    },
  };
}

/** Scans one buffer (tests, small files). @param {Uint8Array} bytes @param {string} [file] */
export function scanBuffer(bytes, file = '<buffer>') {
  const scanner = createCardScanner(file);
  scanner.push(bytes);
  return scanner.end();
}

/** @param {string} file */
export async function scanFile(file) {
  const scanner = createCardScanner(file);
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) scanner.push(/** @type {Buffer} */ (chunk));
  return scanner.end();
}

/**
 * Every finding under `dir` (recursively), files in name order.
 * @param {string} dir
 */
export async function scanDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const found = [];
  for (const file of files) found.push(...(await scanFile(file)));
  return { files: files.length, found };
}

/** Bytes kept either side of a finding in its report: enough to name the record that holds it. */
const CONTEXT_BYTES = 96;

/**
 * Printable ASCII as is, every other byte (and the backslash) as `\xNN`: a binary record a person can read.
 * @param {Uint8Array} bytes
 */
export function printableBytes(bytes) {
  let out = '';
  for (const b of bytes) out += b >= 0x20 && b < 0x7f && b !== 0x5c ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`;
  return out;
}

/**
 * The bytes around a finding, the card's own digits masked (the report goes to CI logs).
 * @param {{ file: string, offset: number, digits: string }} finding
 */
export async function contextOf(finding) {
  const handle = await open(finding.file, 'r');
  try {
    const start = Math.max(0, finding.offset - CONTEXT_BYTES);
    const buffer = Buffer.alloc(finding.offset - start + 24 + CONTEXT_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
    const bytes = buffer.subarray(0, bytesRead);
    // Mask every digit of the card's own run (up to 24 bytes with its separators).
    for (let i = finding.offset - start, seen = 0; i < bytes.length && seen < 24; i += 1, seen += 1) {
      const b = /** @type {number} */ (bytes[i]);
      if (b >= ZERO && b <= NINE)
        bytes[i] = 0x23; // '#'
      else if (b !== SPACE && b !== DASH) break;
    }
    return printableBytes(bytes);
  } finally {
    await handle.close();
  }
}

/**
 * The report of the findings under `dir`: file, byte offset, the masked number, the bytes around it and,
 * in PGlite's files, the table and column that hold it (card-scan-pglite.js).
 * @param {string} dir
 * @param {{ file: string, offset: number, digits: string }[]} found
 */
export async function describeFindings(dir, found) {
  const shown = found.slice(0, 50);
  /** @type {Map<object, string>} */
  let records = new Map();
  try {
    records = await locateInPglite(dir, shown);
  } catch (error) {
    const note = `(PGlite could not be read to name it: ${error instanceof Error ? error.message : error})`;
    records = new Map(shown.filter((f) => path.relative(dir, f.file).startsWith(`db${path.sep}`)).map((f) => [f, note]));
  }
  const lines = [];
  for (const f of shown) {
    lines.push(`  ${path.relative(dir, f.file)} @ byte ${f.offset}: ${f.digits}`);
    lines.push(`    around it: ${await contextOf(f)}`);
    const record = records.get(f);
    if (record) lines.push(`    stored in: ${record}`);
  }
  return lines.join('\n');
}

/**
 * Throws, listing file, offset and surrounding bytes of each, when a card number is stored anywhere
 * under `dir`.
 * @param {string} dir
 */
export async function assertNoCardNumbers(dir) {
  const { files, found } = await scanDirectory(dir);
  if (found.length === 0) return { files };
  throw new Error(
    `card numbers found in the product's data after the end-to-end run (${found.length} in ${files} files scanned):\n${await describeFindings(dir, found)}`,
  );
}
