// The browser code of a page served as islands (docs/decisions.md "Islands on the home page"), loaded by
// src/entry-boot.ts in place of the hydration code: the page is never rendered again; this wakes only
// what a visitor can touch. Plain DOM for the menu and the mini-carts; React only for the islands that
// render something new (contact modal, chat, the denial toast), loaded when one is first needed.
import { detectPreview, isChatAvailable } from '@vitrina/core-model';
import { scrollToSection } from '@vitrina/sections';
import { startTrackingAfterLoad } from '../app/tracking-after-load.js';
import { isFramed } from '../routes/layout/use-is-framed.js';
import { DENIED_PARAM, deniedMessageKey } from '../site/site-entry.js';
import { readIslandProps } from './island.js';
import { readIslandState } from './island-state.js';
import type { IslandState } from './island-state.js';
import { startMenus } from './menu.js';
import type { GalleryIslandProps } from './gallery-island.js';
import { startMiniCart } from './mini-cart.js';
import type { MiniCartIslandProps } from './mini-cart.js';
import type { ProductIslandProps } from './product-island.js';
import type { ReactIslands } from './react-islands.js';
import type { ServicesIslandProps } from './services-island.js';
import { startTabs } from './store-tabs.js';
import { wakeOnUse } from './wake-on-use.js';

export interface IslandPlan {
  /** §4 Chat: its launcher shown at once, never in a frame (the editor) nor the wizard's preview. */
  chat: boolean;
  /** §4 Tracking: not when both image-preview parameters are present. */
  tracking: boolean;
  /** The §8 text of a plan denial (`?denied=`) to show once, else null. */
  denied: string | null;
}

/** The text of an i18next key (`ns:a.b`) among the page's texts; null when missing. */
export function textOf(texts: IslandState['texts'], key: string): string | null {
  const [ns, path] = key.split(':', 2) as [string, string | undefined];
  let value: unknown = texts[ns];
  for (const part of (path ?? '').split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : null;
}

/** What the page's islands do, decided as the hydrated site shell decides it (site-shell.tsx, use-denied-toast.ts). */
export function planIslands(state: IslandState, { search, framed, now }: { search: string; framed: boolean; now: Date }): IslandPlan {
  const key = deniedMessageKey(new URLSearchParams(search).get(DENIED_PARAM));
  return {
    chat: isChatAvailable(state.client, now, { editing: framed, wizardPreview: state.wizardPreview }),
    // The markers count, whether or not the images are the business's own (site-shell.tsx).
    tracking: detectPreview(search).images === null,
    denied: key ? textOf(state.texts, key) : null,
  };
}

/** The URL without its `?denied=` parameter (use-denied-toast.ts drops it the same way). */
function withoutDenied(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(DENIED_PARAM);
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/** The page itself (an object, so a test can watch a reload). */
export const page = { reload: () => window.location.reload() };

/** Wakes the page's islands; returns false when the page carries no island state (nothing to wake). */
export function start(doc: Document = document): boolean {
  const state = readIslandState(doc);
  if (!state) return false;
  let react: Promise<ReactIslands> | null = null;
  const islands = () => (react ??= import('./react-islands.js').then((module) => module.startReactIslands(state, doc)));

  startMenus(doc);
  // Every contact entry opens the modal (the code loads on the first one).
  doc.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-contact]')) return;
    void islands().then((mounted) => mounted.openContact());
  });
  // A failed read said by the server outside any island (a store list that could not be loaded) has no
  // code of its own on this page: its Retry loads the page again.
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target?.closest?.('[data-retry]') || target.closest('[data-island]')) return;
    page.reload();
  });
  for (const mark of doc.querySelectorAll<HTMLElement>('[data-island="mini-cart"]')) {
    const props = readIslandProps<MiniCartIslandProps>(mark);
    if (props) startMiniCart(mark, props, state);
  }
  // The gallery page's grid hydrates when first reached for (its lightbox).
  for (const mark of doc.querySelectorAll<HTMLElement>('[data-island="gallery"]')) {
    const props = readIslandProps<GalleryIslandProps>(mark);
    if (props) wakeOnUse(mark, () => import('./gallery-island.js').then((island) => island.hydrateGallery(mark, props, state)));
  }
  // The store's tabs (plain DOM); its Services tab's cards hydrate when first shown or reached for.
  startTabs(doc);
  for (const mark of doc.querySelectorAll<HTMLElement>('[data-island="services"]')) {
    const props = readIslandProps<ServicesIslandProps>(mark);
    if (props)
      wakeOnUse(mark, () => import('./services-island.js').then((island) => island.hydrateServices(mark, props, state)), {
        whenVisible: true,
      });
  }
  // The product page's gallery, choices, quantity and Add to cart (the page's main content, on screen on
  // arrival) hydrate at once; a click there before they have (Add to cart, a choice) is held and replayed.
  const awake: Promise<void>[] = [];
  for (const mark of doc.querySelectorAll<HTMLElement>('[data-island="product"]')) {
    const props = readIslandProps<ProductIslandProps>(mark);
    if (!props) continue;
    const wake = wakeOnUse(mark, () => import('./product-island.js').then((island) => island.hydrateProduct(mark, props, state)), {
      holds: 'button, [role="button"], label, input[type="radio"]',
    });
    awake.push(wake());
  }

  const { search, hash } = window.location;
  const plan = planIslands(state, { search, framed: isFramed(), now: new Date() });
  // A link to a section from another page arrives as /#section-about (use-scroll-to-hash.ts).
  const id = decodeURIComponent(hash.slice(1));
  if (id) scrollToSection(id);
  if (plan.tracking) startTrackingAfterLoad(state.client, search);
  if (plan.chat) {
    // The launcher shows at once (its own small module and styles); the widget loads on its first press.
    void import('./chat-launcher.js').then(({ showChatLauncher }) => {
      const launcher = showChatLauncher(doc, textOf(state.texts, 'sections:chat.open') ?? '', () => {
        void islands().then((mounted) => mounted.showChat(launcher.remove));
      });
    });
  }
  if (plan.denied) {
    const text = plan.denied;
    window.history.replaceState(window.history.state, '', withoutDenied(new URL(window.location.href)));
    void islands().then((mounted) => mounted.showError(text));
  }
  // As the hydrated shell does once the browser-only state (framed, hence the chat) is decided.
  doc.querySelector('.vs-site')?.setAttribute('data-interactive', '');
  // Ready once the islands woken unasked are (the end-to-end tests wait on it).
  const ready = () => doc.getElementById('root')?.setAttribute('data-islands', 'ready');
  if (awake.length === 0) ready();
  else void Promise.all(awake).then(ready);
  return true;
}
