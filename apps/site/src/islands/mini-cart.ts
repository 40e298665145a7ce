// The header's mini-carts on a page served as islands (docs/decisions.md "Islands on the home page"): the
// same link as src/features/cart/mini-cart-link.tsx renders, built from the stored cart without React.
// The server renders what the first browser render shows (a count of 0: nothing on a page outside the
// store); this reads the stored cart, shows the link once it holds something, and follows other tabs.
import { cartItemCount, createCartStorage, createServicesCartStorage } from '@vitrina/commerce';
import { CART_STORAGE_KEY, SERVICES_CART_STORAGE_KEY } from '@vitrina/core-model';
import { onCartSaved } from '../features/cart/cart-events.js';
import { pluralLabel } from './island-state.js';
import type { IslandState } from './island-state.js';

export interface MiniCartIslandProps {
  kind: 'products' | 'services';
  href: string;
  /** The page is one of that cart's store pages: the link shows even when the cart is empty. */
  alwaysShown: boolean;
}

const SVG = 'http://www.w3.org/2000/svg';
// The icons of mini-cart-link.tsx.
const ICONS = {
  products: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 19.5a1.5 1.5 0 1 0 0 .01M17 19.5a1.5 1.5 0 1 0 0 .01',
  services: 'M9 4h6v3H9zM7 5.5H5.5v15h13v-15H17M9 13.5l2 2 4-4.5',
} as const;

function storedCount(kind: MiniCartIslandProps['kind']): number {
  const storage = kind === 'products' ? createCartStorage() : createServicesCartStorage();
  return cartItemCount(storage.load());
}

/** The link of mini-cart-link.tsx's CartBadgeLink, the same elements and attributes. */
export function miniCartLink(doc: Document, props: MiniCartIslandProps, count: number, label: string): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.className = props.kind === 'services' ? 'site-mini-cart site-mini-cart--services' : 'site-mini-cart';
  link.href = props.href;
  link.setAttribute('aria-label', label);
  const svg = doc.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    class: 'site-mini-cart__icon',
    viewBox: '0 0 24 24',
    width: '24',
    height: '24',
    'aria-hidden': 'true',
    focusable: 'false',
  }))
    svg.setAttribute(name, value);
  const path = doc.createElementNS(SVG, 'path');
  for (const [name, value] of Object.entries({
    d: ICONS[props.kind],
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.8',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  }))
    path.setAttribute(name, value);
  svg.append(path);
  link.append(svg);
  if (count > 0) {
    const badge = doc.createElement('span');
    badge.className = 'site-mini-cart__count';
    badge.setAttribute('aria-hidden', 'true');
    badge.textContent = count > 99 ? '99+' : String(count);
    link.append(badge);
  }
  return link;
}

/** Wakes one mini-cart mark: shows the stored count now and after every change, in this tab or another. */
export function startMiniCart(mark: HTMLElement, props: MiniCartIslandProps, state: IslandState): () => void {
  const forms = props.kind === 'products' ? state.cartLabels.products : state.cartLabels.services;
  const render = () => {
    const count = storedCount(props.kind);
    if (!props.alwaysShown && count === 0) mark.replaceChildren();
    else mark.replaceChildren(miniCartLink(mark.ownerDocument, props, count, pluralLabel(forms, state.locale, count)));
  };
  render();
  const key = props.kind === 'products' ? CART_STORAGE_KEY : SERVICES_CART_STORAGE_KEY;
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) render();
  };
  window.addEventListener('storage', onStorage);
  // This tab's saves (the product page's island adding to the cart).
  const offSaved = onCartSaved(key, render);
  return () => {
    window.removeEventListener('storage', onStorage);
    offSaved();
  };
}
