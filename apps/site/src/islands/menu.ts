// The site header's menu on a page served as islands (docs/decisions.md "Islands on the home page"): what
// @vitrina/sections' SiteHeader and NavEntry do with React, on the server-rendered header without it —
// the toggle opens and closes the folded menu (aria-expanded, data-open), Escape closes it and puts focus
// back on the toggle, picking an entry closes it and a section link scrolls on this page (spec §9). The
// contact entry's modal is opened by the runtime's own listener (src/islands/runtime.ts).
import { scrollToSection } from '@vitrina/sections';

/** A plain left click: modified clicks (new tab, new window) are left to the browser. */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The `#id` a link leads to on this very page, else null. */
function samePageAnchor(link: HTMLAnchorElement, here: Location): string | null {
  if (!link.hash || link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return null;
  return decodeURIComponent(link.hash.slice(1));
}

/** Wakes every header of the document. */
export function startMenus(doc: Document): void {
  for (const header of doc.querySelectorAll<HTMLElement>('header.vs-header')) {
    const toggle = header.querySelector<HTMLButtonElement>('.vs-header__toggle');
    const nav = header.querySelector<HTMLElement>('.vs-header__nav');
    if (!nav) continue;
    const setOpen = (open: boolean) => {
      toggle?.setAttribute('aria-expanded', String(open));
      if (open) nav.setAttribute('data-open', 'true');
      else nav.removeAttribute('data-open');
    };
    const isOpen = () => toggle?.getAttribute('aria-expanded') === 'true';
    toggle?.addEventListener('click', () => setOpen(!isOpen()));
    nav.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      setOpen(false);
      toggle?.focus();
    });
    nav.addEventListener('click', (event) => {
      const entry = (event.target as Element | null)?.closest?.('.vs-header__link');
      if (!entry) return;
      if (entry instanceof HTMLAnchorElement) {
        const id = samePageAnchor(entry, window.location);
        if (id !== null) {
          if (!isPlainClick(event)) return;
          if (scrollToSection(id)) event.preventDefault();
        }
        setOpen(false);
      }
    });
  }
}
