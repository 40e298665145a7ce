// The page's one initial script (home initial JS ≤ 100 KB gzip; docs/decisions.md "Deferred hydration"). The server has
// already rendered the whole page, so nothing a visitor sees waits for React: the hydration code
// (React, the router, the store and the page's texts, src/entry-client.tsx) loads when the browser is
// idle after `load`, or at once on the first interaction. Links and in-page anchors work as plain HTML
// meanwhile; a click on a button before hydration is held and replayed once React owns the page.
// See docs/decisions.md "Deferred hydration". A page served as islands (the home page) loads the islands
// runtime instead (src/islands/runtime.ts, docs/decisions.md "Islands on the home page").
// The page's styles are linked from the HTML, never behind the deferred import.
import '@vitrina/ui-kit/styles.css';
import '@vitrina/sections/styles.css';
import './styles/site.css';
import './styles/checkout.css';
import './styles/quotes.css';
import './styles/feedback.css';
import './routes/checkout/subscriptions.css';
import './routes/store/store.css';
import './routes/store/cart.css';
import './routes/services/services.css';
import './routes/booking/booking.css';
import './routes/customer-portal/customer-portal.css';
import './features/booking/booking-kit.css';
import './routes/forms/forms.css';
import { isFramed } from './routes/layout/use-is-framed.js';

/** Events that mean the visitor is about to use the page: hydrate now rather than at idle. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** Longest wait for an idle moment after load. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Libraries the hydration code imports whole, largest first (a library it imports in part, like
 * react-router, stays with it: a dynamic import of the whole package would defeat tree-shaking).
 */
const LIBRARIES: (() => Promise<unknown>)[] = [() => import('react-dom/client'), () => import('i18next')];

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let hydration: Promise<void> | null = null;
let heldClick: HTMLElement | null = null;

/** A page served as islands carries the islands' state instead of the page state (src/islands/island-state.ts). */
const isIslandPage = () => document.getElementById('vitrina-islands') !== null;

/** The whole app: the big libraries one by one, then the hydration code (src/entry-client.tsx). */
function hydrateWhole(): Promise<void> {
  // A turn between each: every module graph is evaluated in a task of its own, so none is a long one; the
  // hydration code last, with the libraries already evaluated.
  return LIBRARIES.reduce<Promise<unknown>>((previous, load) => previous.then(load).then(nextTurn), Promise.resolve())
    .then(() => import('./entry-client.js'))
    .then((client) => client.hydrate());
}

/** Only the islands (docs/decisions.md "Islands on the home page"): the page itself is never rendered again. */
function wakeIslands(): Promise<void> {
  return import('./islands/runtime.js').then((runtime) => {
    runtime.start();
  });
}

function hydrate(): Promise<void> {
  if (!hydration) {
    for (const type of INTERACTIONS) window.removeEventListener(type, hydrateNow, true);
    hydration = (isIslandPage() ? wakeIslands() : hydrateWhole()).finally(() => {
      window.removeEventListener('click', holdClick, true);
      const target = heldClick;
      heldClick = null;
      if (target?.isConnected) target.click();
    });
  }
  return hydration;
}

function hydrateNow(): void {
  void hydrate();
}

/** A button does nothing before React handles it: keep the click for after hydration. */
function holdClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
  if (!target || target.closest('a[href]')) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = target;
  void hydrate();
}

function hydrateWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(hydrateNow, { timeout: IDLE_TIMEOUT_MS });
}

window.addEventListener('click', holdClick, true);
for (const type of INTERACTIONS) window.addEventListener(type, hydrateNow, { capture: true, passive: true });
// Inside the editor or a preview frame the page is hydrated at once.
if (isFramed()) hydrateNow();
else if (document.readyState === 'complete') hydrateWhenIdle();
else window.addEventListener('load', hydrateWhenIdle, { once: true });
