// The editor lives at /admin and /gallery/admin on the site's own host (spec §2), the back office at /manage
// (the admin application of spec §4 "Admin entry"); each has its own OIDC callback (`<base>/callback`, what
// the built-in provider's redirect rule accepts) and sign-out route.

export type EditorBase = '/admin' | '/gallery/admin' | '/manage';

const under = (pathname: string, base: EditorBase) => pathname === base || pathname.startsWith(`${base}/`);

/** `/gallery/admin` or `/manage` for paths under them, `/admin` otherwise. */
export function editorBaseOf(pathname: string): EditorBase {
  if (under(pathname, '/gallery/admin')) return '/gallery/admin';
  if (under(pathname, '/manage')) return '/manage';
  return '/admin';
}

export const callbackPath = (base: EditorBase) => `${base}/callback`;
export const signOutPath = (base: EditorBase) => `${base}/logout`;

/**
 * Where to return after signing in: an editor path of this origin, never elsewhere (the value travels
 * through the provider in the OIDC state). Anything else → the editor's start.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/admin';
  const path = value.split(/[?#]/)[0] ?? '';
  const base = editorBaseOf(path);
  if (!under(path, base) || path === callbackPath(base) || path === signOutPath(base)) return base;
  return value;
}
