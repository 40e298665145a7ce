// Spec §2: the access-denied page is entered only when the user lacks access; otherwise the router
// goes back to the previous path.

type AccessDeniedEntry = { kind: 'render' } | { kind: 'redirect'; location: string };

export const ACCESS_DENIED_PATH = '/access-denied';

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
