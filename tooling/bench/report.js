// Markdown for docs/performance.md: each bench owns one `## <title>` section and rewrites only that one,
// so the API and site figures (measured by different scripts) live side by side in one file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const PERFORMANCE_DOC = path.join(ROOT, 'docs', 'performance.md');

const PREAMBLE = `# Performance

Measured figures, rewritten by \`pnpm bench\` (each benchmark rewrites its own section). Speed goals live
here, never in tests: a figure below its goal is reported as **not met**, it does not fail a run.
`;

/** @param {string[]} head @param {(string | number)[][]} rows */
export function markdownTable(head, rows) {
  const line = (cells) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Replaces the body of `## title` (up to the next `## ` heading) or appends the section. */
export function upsertSection(doc, title, body) {
  const text = doc.trim() ? doc : PREAMBLE;
  const section = `## ${title}\n\n${body.trim()}\n`;
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trimEnd() === `## ${title}`);
  if (start === -1) return `${text.trimEnd()}\n\n${section}`;
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end === -1) end = lines.length;
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return `${before}\n\n${section}${after ? `\n${after}\n` : ''}`;
}

/** Reads, updates and writes one section of a markdown file (created with a preamble if missing). */
export function writeSection(file, title, body) {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, upsertSection(doc, title, body));
}

/** `met` / `not met` / `not measured` for a goal whose figure may be missing. */
export function verdict(ok) {
  if (ok === undefined || ok === null) return 'not measured';
  return ok ? '**met**' : '**not met**';
}

/** Rounds for reports: 1234.5 → "1,235"; small numbers keep `digits` decimals. */
export function fmt(n, digits = 0) {
  if (n === undefined || n === null || Number.isNaN(n)) return '–';
  return Number(n).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A ratio as `0.75×`; small ones keep significant digits (`0.0040×`) instead of reading `0.00×`. */
export function ratioText(r) {
  if (r === undefined || r === null || Number.isNaN(r)) return '–';
  return `${r >= 0.1 ? r.toFixed(2) : r.toPrecision(2)}×`;
}

export function machineLine() {
  const cpus = os.cpus();
  const model = cpus[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const [load1] = os.loadavg();
  // The load average says how much else ran on the machine while it was measured.
  return `${cpus.length} cores (${model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${load1.toFixed(1)} at the start`;
}

export function todayIso(now = new Date()) {
  return now.toISOString().slice(0, 10);
}
