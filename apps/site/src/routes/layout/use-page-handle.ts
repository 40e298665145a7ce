import { useMatches } from 'react-router';
import type { PageHandle } from '../route-table.js';

/** The handle of the page being shown (the deepest route that has one). */
export function usePageHandle(): PageHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as PageHandle | undefined;
    if (handle?.page) return handle;
  }
  return null;
}
