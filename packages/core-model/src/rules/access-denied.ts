// Spec §2: the access-denied page is entered only when the user lacks access; otherwise the router
// goes back to the previous path.

type AccessDeniedEntry = { kind: 'render' } | { kind: 'redirect'; location: string };

export const ACCESS_DENIED_PATH = '/access-denied';

/**
 * The areas of the editor app on a site's host: the editor (/admin, /gallery/admin) and the back office
 * (/manage), each with its callback and sign-out under it. Each runs the access check that sends a person
 * without access to /access-denied, so the site must render that page for a visitor coming from any of
 * them: sending them "back" would run the same check again, and again (issue 26: /manage looped).
 */
export const EDITOR_AREA_PATHS = ['/admin', '/gallery/admin', '/manage'] as const;

/** True for a path (with or without query) in one of the editor app's areas. */
export function isEditorPath(path: string | null | undefined): boolean {
  if (!path) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return EDITOR_AREA_PATHS.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

export function accessDeniedEntry({
  accessDenied,
  previousPath,
}: {
  accessDenied?: boolean;
  previousPath?: string | null;
}): AccessDeniedEntry {
  if (accessDenied === true) return { kind: 'render' };
  // Going "back" to the denied page itself (or to another host) would loop or leave the site.
  const back = previousPath && previousPath.startsWith('/') && !previousPath.startsWith('//') ? previousPath : '/';
  return { kind: 'redirect', location: back.split(/[?#]/)[0] === ACCESS_DENIED_PATH ? '/' : back };
}
