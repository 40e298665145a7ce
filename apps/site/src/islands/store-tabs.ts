// /store's Products / Services tabs on a page served as islands (docs/decisions.md "Store and product pages
// as islands"): what StorePage (src/routes/store/store-page.tsx) does with React, on its server-rendered
// tabs without it — a click shows its panel; arrows, Home and End move between the tabs (WAI-ARIA tabs).

/** Wakes every tab list of the document whose tabs control panels of the page. */
export function startTabs(doc: Document): void {
  for (const list of doc.querySelectorAll<HTMLElement>('.site-tabs[role="tablist"]')) {
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (chosen: HTMLButtonElement) => {
      for (const tab of tabs) {
        const on = tab === chosen;
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
        const panel = doc.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !on;
      }
    };
    list.addEventListener('click', (event) => {
      const tab = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[role="tab"]');
      if (tab && tabs.includes(tab)) select(tab);
    });
    list.addEventListener('keydown', (event) => {
      const at = tabs.indexOf(event.target as HTMLButtonElement);
      if (at < 0) return;
      const last = tabs.length - 1;
      const next =
        event.key === 'ArrowRight'
          ? tabs[at === last ? 0 : at + 1]
          : event.key === 'ArrowLeft'
            ? tabs[at === 0 ? last : at - 1]
            : event.key === 'Home'
              ? tabs[0]
              : event.key === 'End'
                ? tabs[last]
                : undefined;
      if (!next) return;
      event.preventDefault();
      select(next);
      next.focus();
    });
  }
}
