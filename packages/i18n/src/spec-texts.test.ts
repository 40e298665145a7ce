// The interface texts the spec quotes, as a visitor or owner reads them.
import { createI18n, formatDistance } from './index.js';
import type { TranslationKey } from './index.js';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';

// A table mixes keys with different {{variables}}, which typed `t` cannot check row by row.
const translate = (i18n: I18n, key: TranslationKey, values?: Record<string, unknown>): string =>
  (i18n.t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values);

const en = createI18n({ lng: 'en' });
const es = createI18n({ lng: 'es' });

describe('English texts quoted by the spec', () => {
  it.each<[string, TranslationKey, string, Record<string, unknown>?]>([
    ['§8 no access', 'status:accessDenied.body', 'Access denied, please log out and log back in.'],
    ['§2 website suspended', 'status:websiteDisabled.action', 'Log in to reactivate'],
    ['§2 website not created yet', 'status:setupWebsite.action', 'Create your website'],
    ['§8 freemium edit', 'status:freemium.editBlocked', 'Upgrade to business to edit the website.'],
    [
      '§8 freemium on Google',
      'status:freemium.notIndexed',
      'Freemium websites are not found on Google. Upgrade to a paid plan to appear in search results.',
    ],
    [
      '§8 chunk load timed out after 120 seconds',
      'errors:chunkLoad.timeout',
      'Loading part of the page timed out after 120 seconds.',
      { seconds: 120 },
    ],
    ['§8 gallery disabled', 'errors:disabled.gallery', 'The gallery has been disabled.'],
    ['§8 products store disabled', 'errors:disabled.productsStore', 'The products store has been disabled.'],
    ['§8 services store disabled', 'errors:disabled.servicesStore', 'The services store has been disabled.'],
    ['§8 blog disabled', 'errors:disabled.blog', 'The blog has been disabled.'],
    ['§8 other disabled', 'errors:disabled.section', 'This section has been disabled.'],
    ['§8 Products Not Available', 'errors:notAvailable.products.title', 'Products Not Available'],
    ['§8 Services Not Available', 'errors:notAvailable.services.title', 'Services Not Available'],
    ['§8 Blogs Not Available', 'errors:notAvailable.blogs.title', 'Blogs Not Available'],
    ['§8 Transaction not found', 'errors:orders.transactionNotFound', 'Transaction not found'],
    ['§8 Invalid transaction', 'errors:orders.invalidTransaction', 'Invalid transaction'],
    ['§8 Expired transaction', 'errors:orders.expiredTransaction', 'Expired transaction'],
    ['§8 Order not found', 'errors:orders.orderNotFound', 'Order not found'],
    ["§8 We couldn't find your order", 'errors:orders.orderNotFoundBody', "We couldn't find your order."],
    ['§8 forms contact support', 'errors:forms.contactSupport', 'Something went wrong, please contact support.'],
    ['§8 forms upload', 'errors:forms.uploadFailed', 'Failed to upload file.'],
    ['§8 slots', 'errors:booking.slotsUnavailable', 'Slots are not available for the selected date.'],
    ['§8 out of stock', 'errors:orders.outOfStock', 'Out-of-stock items must be removed before checkout.'],
    ['§4 store section title', 'sections:defaults.store.title', 'Our Online Store'],
    ['§9 service radius in miles (US)', 'sections:location.serviceRadius', '50 miles', { distance: formatDistance(50, 'US', 'en') }],
    ['§2 forms next form', 'forms:nextForm', 'Next form'],
    ['§3 order total outstanding', 'commerce:order.totalOutstanding', 'Total outstanding'],
    ['§9 move up', 'editor:chrome.moveUp', 'Move up'],
  ])('%s', (_rule, key, text, values) => {
    expect(translate(en, key, values)).toBe(text);
  });
});

describe('Spanish texts', () => {
  it.each<[string, TranslationKey, string, Record<string, unknown>?]>([
    ['§4 store section title', 'sections:defaults.store.title', 'Nuestra tienda en línea'],
    ['§8 no access', 'status:accessDenied.body', 'Acceso denegado. Cierra sesión y vuelve a iniciarla.'],
    ['§8 slots', 'errors:booking.slotsUnavailable', 'No hay horarios disponibles para la fecha seleccionada.'],
    ['§9 service radius in miles (US)', 'sections:location.serviceRadius', '50 millas', { distance: formatDistance(50, 'US', 'es') }],
  ])('%s', (_rule, key, text, values) => {
    expect(translate(es, key, values)).toBe(text);
  });
});
