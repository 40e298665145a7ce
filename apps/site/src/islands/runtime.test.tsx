import { CART_STORAGE_KEY, defaultClient } from '@vitrina/core-model';
import { SiteHeader } from '@vitrina/sections';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../server/server-i18n.js';
import { site } from '../testing/fixtures.js';
import { Island } from './island.js';
import { islandPageScript } from './island-page.js';
import { readIslandState } from './island-state.js';
import type { IslandState } from './island-state.js';
import { LoadState } from '../routes/store/load-state.js';
import { page, planIslands, start } from './runtime.js';

const { openContact, showChat, showError, startTrackingAfterLoad } = vi.hoisted(() => ({
  openContact: vi.fn(),
  showChat: vi.fn(),
  showError: vi.fn(),
  startTrackingAfterLoad: vi.fn(),
}));
vi.mock('./react-islands.js', () => ({ startReactIslands: () => ({ openContact, showChat, showError }) }));
vi.mock('../app/tracking-after-load.js', () => ({ startTrackingAfterLoad }));

const bistro = site(
  'bistro',
  { id: 12, plan_slug: 'business', zenchat_enabled: true },
  {
    nav: [
      { type: 'about', label: '', ordering: 1, enabled: true },
      { type: 'contact', label: '', ordering: 2, enabled: true },
      { type: 'gallery', label: '', ordering: 3, enabled: true },
    ],
  },
);
const NOW = new Date();

/** The page as the server sends it: the real header, a mini-cart mark, a section and the island state. */
function serverPage(): string {
  const header = renderToString(
    <I18nextProvider i18n={serverI18n('en')}>
      <div className="vs-site">
        <SiteHeader site={bistro} actions={<Island name="mini-cart" props={{ kind: 'products', href: '/cart', alwaysShown: false }} />} />
      </div>
    </I18nextProvider>,
  );
  return `<div id="root">${header}<section id="section-about"><h2>About</h2></section></div>${islandPageScript(bistro, null, 'en')}`;
}

function state(): IslandState {
  document.body.innerHTML = serverPage();
  return readIslandState(document) as IslandState;
}

// The runtime loads these on demand: loaded here first, so no import is still under way when the file ends
// (a late one fails after the test environment is torn down).
beforeAll(async () => {
  await Promise.all([import('./react-islands.js'), import('./chat-launcher.js')]);
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  openContact.mockClear();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("the islands runtime's choices (as the hydrated site shell decides)", () => {
  it('§4 chat on a live paid site with chat on; not in a frame (the editor), not in the wizard preview, not freemium', () => {
    const s = state();
    expect(planIslands(s, { search: '', framed: false, now: NOW }).chat).toBe(true);
    expect(planIslands(s, { search: '', framed: true, now: NOW }).chat).toBe(false);
    expect(planIslands({ ...s, wizardPreview: true }, { search: '', framed: false, now: NOW }).chat).toBe(false);
    const freemium = { ...s, client: defaultClient({ ...s.client, freemium: true }) };
    expect(planIslands(freemium, { search: '', framed: false, now: NOW }).chat).toBe(false);
  });

  it('§4 tracking unless both image-preview parameters are present', () => {
    const s = state();
    expect(planIslands(s, { search: '?utm_source=x', framed: false, now: NOW }).tracking).toBe(true);
    expect(planIslands(s, { search: '?about_img_url=a&hero_img_url=b', framed: false, now: NOW }).tracking).toBe(false);
  });

  it('§4 a plan denial (?denied=) gives its §8 text; an unknown value none', () => {
    const s = state();
    expect(planIslands(s, { search: '?denied=gallery', framed: false, now: NOW }).denied).toMatch(/gallery/i);
    expect(planIslands(s, { search: '?denied=nonsense', framed: false, now: NOW }).denied).toBeNull();
  });
});

describe('the islands runtime on the page', () => {
  it('does nothing on a page without island state', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(start(document)).toBe(false);
    expect(document.getElementById('root')?.hasAttribute('data-islands')).toBe(false);
  });

  it('the menu toggles (aria-expanded), Escape closes it and gives focus back to the toggle', () => {
    state();
    expect(start(document)).toBe(true);
    const toggle = document.querySelector<HTMLButtonElement>('.vs-header__toggle') as HTMLButtonElement;
    const nav = document.querySelector<HTMLElement>('.vs-header__nav') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.hasAttribute('data-open')).toBe(true);
    const link = nav.querySelector<HTMLAnchorElement>('a') as HTMLAnchorElement;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav.hasAttribute('data-open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
    expect(document.querySelector('.vs-site')?.hasAttribute('data-interactive')).toBe(true);
    // §4 tracking runs on a page served as islands too.
    expect(startTrackingAfterLoad).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }), '');
  });

  it('a section entry scrolls on this page instead of navigating, and closes the menu', () => {
    state();
    start(document);
    const toggle = document.querySelector<HTMLButtonElement>('.vs-header__toggle') as HTMLButtonElement;
    toggle.click();
    const about = [...document.querySelectorAll<HTMLAnchorElement>('.vs-header__link')].find((a) => a.hash === '#section-about');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    about?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('a Retry the server rendered outside any island (a store list it could not load) loads the page again', () => {
    state();
    const failed = renderToString(
      <I18nextProvider i18n={serverI18n('en')}>
        <LoadState failed onRetry={() => undefined} />
      </I18nextProvider>,
    );
    document.getElementById('root')?.insertAdjacentHTML('beforeend', failed);
    document.getElementById('root')?.insertAdjacentHTML('beforeend', `<div data-island="services">${failed}</div>`);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    start(document);
    const [outside, inside] = [...document.querySelectorAll<HTMLButtonElement>('[role="alert"] button')];
    expect(outside?.textContent).toBe('Try again');
    inside?.click();
    expect(reload).not.toHaveBeenCalled();
    outside?.click();
    // (Earlier tests' runtimes listen on the same document too.)
    expect(reload).toHaveBeenCalled();
  });

  it('the contact entry opens the contact modal (its code loads on that first click)', async () => {
    state();
    start(document);
    document.querySelector<HTMLButtonElement>('[data-contact]')?.click();
    await vi.waitFor(() => expect(openContact).toHaveBeenCalledTimes(1));
  });

  it('the mini-cart shows the stored cart (nothing while it is empty on a page outside the store)', () => {
    state();
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        lines: [
          {
            productId: 1,
            variantId: null,
            name: 'Tea',
            variantLabels: [],
            image: null,
            unitPrice: '4.00',
            quantity: 3,
            availableQuantity: 9,
          },
        ],
      }),
    );
    start(document);
    const link = document.querySelector<HTMLAnchorElement>('[data-island="mini-cart"] a.site-mini-cart');
    expect(link?.getAttribute('href')).toBe('/cart');
    expect(link?.getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(link?.querySelector('.site-mini-cart__count')?.textContent).toBe('3');
  });

  it('an empty cart shows no mini-cart on the home page', () => {
    state();
    start(document);
    expect(document.querySelector('[data-island="mini-cart"]')?.children).toHaveLength(0);
  });
});
