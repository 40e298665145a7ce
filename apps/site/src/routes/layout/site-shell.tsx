// The site around every page (spec §2 Home: header and nav, footer; §4 Theme): the template's root
// element with the theme colour and font, the contact modal, chat and tracking.
import { detectPreview, isChatAvailable, isRouteAllowed } from '@vitrina/core-model';
import { FooterSection, SiteHeader, templateRootProps } from '@vitrina/sections';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { createHrefFor } from '../../app/href-for.js';
import { ChatFeature, ContactFeature, startTrackingAfterLoad } from '../../app/lazy-features.js';
import type { RootData } from '../../app/root-data.js';
import { SiteContext } from '../../app/site-context.js';
import type { SiteContextValue } from '../../app/site-context.js';
import { useComposedSite } from '../../app/use-site.js';
import { Island } from '../../islands/island.js';
import type { MiniCartIslandProps } from '../../islands/mini-cart.js';
import { CartProvider, MiniCartLink, ServicesCartLink, ServicesCartProvider } from '../../features/cart/index.js';
import { useIsFramed } from './use-is-framed.js';
import { useLinkInterception } from './use-link-interception.js';
import { usePageHandle } from './use-page-handle.js';
import { usePageTitle } from './use-page-title.js';

type SiteRoot = Extract<RootData, { kind: 'site' }>;

const STORE_PAGES: ReadonlySet<string> = new Set(['store', 'product', 'cart']);
const SERVICES_PAGES: ReadonlySet<string> = new Set(['store', 'servicesStore', 'service', 'servicesCart', 'servicesFinalize']);

export function SiteShell({ root }: { root: SiteRoot }) {
  const { t } = useTranslation(['common']);
  const site = useComposedSite(root.ref);
  const handle = usePageHandle();
  const { search, pathname, hash } = useLocation();
  // null until hydrated: the server cannot know, and the first browser render must match it.
  const framed = useIsFramed();
  const [contact, setContact] = useState({ requested: false, open: false });
  const openContact = useCallback(() => setContact({ requested: true, open: true }), []);
  const templateId = site?.template.id ?? 0;
  const hrefFor = useMemo(() => createHrefFor(templateId, search), [templateId, search]);
  const context = useMemo<SiteContextValue | null>(
    () => (site ? { site, ref: root.ref, hrefFor, openContact } : null),
    [site, root.ref, hrefFor, openContact],
  );
  useLinkInterception();
  usePageTitle(site, handle);

  // A client-side navigation starts at the top of the new page unless it targets an anchor; the first
  // render (hydration) leaves the browser's own scroll position alone.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  // §4 Tracking: not when both image-preview parameters are present.
  const client = site?.client;
  // The markers count, whether or not the images are the business's own (image-preview.ts).
  const imagePreview = detectPreview(search).images !== null;
  useEffect(() => {
    if (!client || imagePreview) return undefined;
    return startTrackingAfterLoad(client, window.location.search);
    // Once per page load: the landing URL's parameters are what tracking records.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client?.id, imagePreview]);

  if (!site || !context) return null;
  const header = site.sections.find((s) => s.section_name === 'header');
  const footer = site.sections.find((s) => s.section_name === 'footer');
  const chrome = handle?.chrome ?? true;
  // §4 Chat, by the rule the API's chat routes follow too. Editing is the page framed in the editor;
  // `framed` is null until hydrated, so the widget only ever appears in the browser.
  // Issue 13: the mini-cart on plans with a cart (spec §4), once the visitor is in the store or has a cart.
  const cartAllowed = isRouteAllowed('cart', site.client.plan_slug);
  // Issue 15: the services cart's link likewise, on plans with the services store.
  const servicesCartAllowed = isRouteAllowed('servicesCart', site.client.plan_slug);
  const page = handle?.page ?? 'home';
  // A page served as islands marks what its browser code wakes up (src/islands/runtime.ts); on other pages
  // React owns everything and no mark is rendered.
  const islandMark = (props: MiniCartIslandProps, children: ReactNode) =>
    handle?.islands ? (
      <Island name="mini-cart" props={props}>
        {children}
      </Island>
    ) : (
      children
    );
  const chat = isChatAvailable(site.client, new Date(), { editing: framed !== false, wizardPreview: root.ref.source.kind === 'wizard' });

  return (
    <SiteContext.Provider value={context}>
      <CartProvider>
        <ServicesCartProvider>
          {/* data-interactive: the browser-only state (framed, hence the chat widget) is decided, so an end-to-end
              test can wait on it instead of on a quiet network. */}
          <div
            {...templateRootProps(site.template.id, site.main_site_variables.primary_color)}
            data-interactive={framed === null ? undefined : ''}
          >
            <a className="site-skip-link" href="#main">
              {t('common:skipToContent')}
            </a>
            {chrome && (
              <SiteHeader
                site={site}
                section={header}
                hrefFor={hrefFor}
                onContact={openContact}
                actions={
                  cartAllowed || servicesCartAllowed ? (
                    <>
                      {cartAllowed &&
                        islandMark(
                          { kind: 'products', href: hrefFor('/cart'), alwaysShown: STORE_PAGES.has(page) },
                          <MiniCartLink href={hrefFor('/cart')} storePage={STORE_PAGES.has(page)} />,
                        )}
                      {servicesCartAllowed &&
                        islandMark(
                          { kind: 'services', href: hrefFor('/services-cart'), alwaysShown: SERVICES_PAGES.has(page) },
                          <ServicesCartLink href={hrefFor('/services-cart')} servicesPage={SERVICES_PAGES.has(page)} />,
                        )}
                    </>
                  ) : null
                }
              />
            )}
            <main id="main" tabIndex={-1}>
              <Outlet />
            </main>
            {chrome && footer && <FooterSection section={footer} site={site} mode="view" hrefFor={hrefFor} onContact={openContact} />}
          </div>
          <ContactFeature
            requested={contact.requested}
            clientId={site.client.id}
            open={contact.open}
            onClose={() => setContact((c) => ({ ...c, open: false }))}
          />
          {chat && <ChatFeature clientId={site.client.id} />}
        </ServicesCartProvider>
      </CartProvider>
    </SiteContext.Provider>
  );
}
