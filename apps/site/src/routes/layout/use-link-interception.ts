// The sections render plain <a> links (they know nothing of the router). Same-origin links to pages of
// this site navigate client-side, so the next page loads only its own code; the editor, other hosts,
// new tabs, downloads and in-page anchors keep the browser's behaviour.
import { matchRoute } from '@vitrina/core-model';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export function internalTarget(anchor: HTMLAnchorElement, here: Location): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external')) return null;
  if (anchor.origin !== here.origin) return null;
  if (anchor.hash && anchor.pathname === here.pathname && anchor.search === here.search) return null;
  const route = matchRoute(anchor.pathname);
  if (!route || route.route.editor) return null;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}

export function useLinkInterception(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = internalTarget(anchor, window.location);
      if (!to) return;
      event.preventDefault();
      void navigate(to);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
