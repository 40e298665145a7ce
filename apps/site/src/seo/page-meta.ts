// Per-page title and description: the same on the server (head tags) and in
// the browser (document.title after a client-side navigation).
import type { BlogPost, Product, SiteData } from '@vitrina/core-model';
import type { TFunction } from 'i18next';
import type { PageHandle, StatusKind, UnavailableKind } from '../routes/route-table.js';

/** The namespaces page titles come from. */
export const META_NAMESPACES = ['common', 'status', 'errors', 'sections', 'commerce', 'booking', 'forms'] as const;
export type MetaT = TFunction<typeof META_NAMESPACES>;

export interface PageMeta {
  title: string;
  description: string;
}

export interface PageMetaInput {
  handle: PageHandle | null;
  site: SiteData | null;
  t: MetaT;
  /** The post of /blog/{slug}, when loaded. */
  post?: Pick<BlogPost, 'title' | 'summary' | 'seo_title' | 'seo_description'> | null;
  /** The product of /product/{slug} (and /store/product/{slug}), when loaded: its name and description. */
  product?: Pick<Product, 'name' | 'description'> | null;
}

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/** A text as one line of at most META_DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_MAX) return line;
  const cut = line.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

const UNAVAILABLE_TITLES = {
  products: 'errors:notAvailable.products.title',
  services: 'errors:notAvailable.services.title',
  orders: 'errors:orders.orderNotFound',
  forms: 'errors:notAvailable.forms.title',
} as const satisfies Record<UnavailableKind, string>;

const STATUS_TITLES = {
  notFound: 'status:notFound.pageTitle',
  websiteDisabled: 'status:websiteDisabled.pageTitle',
  accessDenied: 'status:accessDenied.pageTitle',
  error: 'status:error.pageTitle',
  setupWebsite: 'status:setupWebsite.pageTitle',
} as const satisfies Record<StatusKind, string>;

export function siteName(site: SiteData | null, t: MetaT): string {
  return site?.client.name.trim() || site?.main_site_variables.logo_text.trim() || t('common:appName');
}

function pageName({ handle, t, post, product }: PageMetaInput): string | null {
  if (!handle) return null;
  switch (handle.page) {
    case 'home':
      return null;
    case 'gallery':
      return t('sections:defaults.gallery.title');
    case 'blog':
      return t('sections:blog.title');
    case 'blogPost':
      return post?.title.trim() || t('sections:blog.title');
    case 'status':
      return t(STATUS_TITLES[handle.status ?? 'error']);
    case 'notAvailable':
      return t(UNAVAILABLE_TITLES[handle.unavailable ?? 'products']);
    case 'store':
      return t('commerce:store.title');
    case 'product':
      return product?.name.trim() || t('commerce:store.title');
    case 'cart':
      return t('commerce:cart.title');
    case 'shipping':
      return t('commerce:checkout.title');
    case 'orderSuccessful':
      return t('commerce:success.order.title');
    case 'invoiceSuccessful':
      return t('commerce:success.invoice.title');
    case 'subscriptionUpdated':
      return t('commerce:success.subscriptionPaymentUpdate.title');
    case 'order':
      return t('commerce:documentTypes.order');
    case 'transaction':
      return t('commerce:transaction.title');
    case 'paymentValidation':
      return t('commerce:paymentValidation.title');
    case 'orderFeedback':
      return t('commerce:feedback.title');
    case 'servicesStore':
    case 'service':
      return t('commerce:store.servicesStoreTitle');
    case 'servicesCart':
      return t('commerce:cart.servicesTitle');
    case 'servicesFinalize':
      return t('commerce:checkout.finalizeTitle');
    case 'servicesSuccess':
      return t('commerce:servicesStore.success.title');
    case 'appointment':
    case 'employeeAppointment':
      return t('booking:title');
    case 'myBooking':
      return t('booking:myBooking.title');
    case 'customerPortal':
      return t('booking:portal.titlePlain');
    case 'pendingForms':
    case 'customerForm':
      return t('forms:page.title');
  }
}

export function pageMeta(input: PageMetaInput): PageMeta {
  const { site, t, post, product, handle } = input;
  const name = siteName(site, t);
  const onPost = handle?.page === 'blogPost' && post ? post : null;
  const onProduct = handle?.page === 'product' && product ? product : null;
  // A post's own SEO description, else its summary; a product's description; else the site's.
  const description =
    onPost?.seo_description?.trim() ||
    onPost?.summary.trim() ||
    (onProduct ? metaDescription(onProduct.description) : '') ||
    site?.main_site_variables.seo.description.trim() ||
    '';
  // A post's SEO title is the whole title the owner chose for search engines (at most 70 characters).
  const seoTitle = onPost?.seo_title?.trim();
  if (seoTitle) return { title: seoTitle, description };
  const page = pageName(input);
  if (page === null) return { title: site?.main_site_variables.title.trim() || name, description };
  return { title: t('common:pageTitle', { page, site: name }), description };
}
