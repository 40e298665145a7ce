// The frame of the built-in provider's pages: no script, no external font or stylesheet; the one inline
// style is allowed by its hash, so the page works under a strict Content-Security-Policy.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}',
  'main{max-width:22rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}',
  'h1{font-size:1.5rem;margin:0 0 .5rem}',
  'label{display:block;font-weight:600;margin:1rem 0 .25rem}',
  'input{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:1px solid #7b8794;border-radius:4px}',
  'input:focus,button:focus{outline:3px solid #2680c2;outline-offset:2px}',
  'input[aria-invalid=true]{border-color:#ba2525}',
  'button{margin-top:1.5rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#1f6f43;border:0;border-radius:4px;cursor:pointer}',
  'button.secondary{background:#52606d}',
  '.error{color:#ba2525;font-weight:600;margin:1rem 0 0}',
  '.hint{margin:.25rem 0 0;font-size:.875rem;color:#52606d}',
  'a.button{display:block;margin-top:1.5rem;padding:.7rem;text-align:center;font-weight:600;color:#fff;background:#1f6f43;border-radius:4px;text-decoration:none}',
  'a:focus{outline:3px solid #2680c2;outline-offset:2px}',
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** `form-action` is left out on purpose: browsers apply it to the redirects after the form (to the editor). */
export const PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; img-src 'self'; base-uri 'none'; frame-ancestors 'none'`;

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': PAGE_CSP,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** A page of the provider with its headers (never cached, framed or sniffed). */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).headers(PAGE_HEADERS).send(html);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** `main` is trusted markup: callers escape every value they put in it. */
export function renderPage({ lang, title, main }: { lang: string; title: string; main: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
