import { describe, expect, it } from 'vitest';
import { OPEN_TWIN_ROUTES, PUBLIC_ROUTES, ROUTES, matchRoute, openTwinPath } from './routes.js';

describe('matchRoute', () => {
  it.each([
    ['§2 / is Home', '/', 'home', {}],
    ['§2 /admin is the editor', '/admin', 'admin', {}],
    ['§2 /gallery/admin is the gallery editor', '/gallery/admin', 'galleryAdmin', {}],
    ['§2 /product/{slug}', '/product/red-mug', 'productDetail', { slug: 'red-mug' }],
    ['§2 /store/service/{slug}', '/store/service/haircut', 'storeServiceDetail', { slug: 'haircut' }],
    ['§2 /services-success/{id}', '/services-success/42', 'servicesSuccess', { id: '42' }],
    ['§2 /commerce/order/{uuid}', '/commerce/order/abc-1', 'orderDetail', { uuid: 'abc-1' }],
    [
      '§2 /commerce/order/{uuid}/transaction/{transactionId}',
      '/commerce/order/u1/transaction/t9',
      'orderTransaction',
      { uuid: 'u1', transactionId: 't9' },
    ],
    [
      '§2 /commerce/order/{uuid}/payment_validation/{transactionId}',
      '/commerce/order/u1/payment_validation/t9',
      'paymentValidation',
      { uuid: 'u1', transactionId: 't9' },
    ],
    ['§2 /commerce/order/{uuid}/feedback', '/commerce/order/u1/feedback', 'orderFeedback', { uuid: 'u1' }],
    [
      '§2 /forms/customer/{uuid}/appointment/{appointment_uuid}',
      '/forms/customer/c/appointment/a',
      'appointmentForms',
      { uuid: 'c', appointment_uuid: 'a' },
    ],
    ['§2 /forms/customer/{uuid}/form/{form_uuid}', '/forms/customer/c/form/f', 'customerForm', { uuid: 'c', form_uuid: 'f' }],
    ['§2 /appointment/employee/{id}', '/appointment/employee/7', 'employeeAppointment', { id: '7' }],
    ['issue 30 /appointment/manage/{key}', '/appointment/manage/k1', 'myBooking', { key: 'k1' }],
    ['issue 30 /customer/{key}', '/customer/k1', 'customerPortal', { key: 'k1' }],
    ['§2 /blog/{slug}', '/blog/spring-sale', 'blogPost', { slug: 'spring-sale' }],
    ['§2 status page /website_disabled', '/website_disabled', 'websiteDisabled', {}],
    ['§2 status page /setup-website', '/setup-website', 'setupWebsite', {}],
    ['§2 params are URL-decoded', '/product/caf%C3%A9', 'productDetail', { slug: 'café' }],
    ['§2 query and trailing slash are ignored', '/cart/?x=1#top', 'cart', {}],
  ])('%s', (_name, path, id, params) => {
    const match = matchRoute(path);
    expect(match?.id).toBe(id);
    expect(match?.params).toEqual(params);
    expect(match?.open).toBe(false);
  });

  it.each([
    ['§2 open twin of /store', '/open/store', 'store'],
    ['§2 open twin of payment validation', '/open/commerce/order/u/payment_validation/t', 'paymentValidation'],
    ['§2 open twin of forms', '/open/forms/customer/c', 'customerForms'],
    ['§2 open twin of appointment routes', '/open/appointment/employee/3', 'employeeAppointment'],
  ])('%s', (_name, path, id) => {
    expect(matchRoute(path)).toMatchObject({ id, open: true });
  });

  it.each([
    ['§2 unknown path', '/nope'],
    ['§2 extra segment', '/cart/extra'],
    ['§2 missing parameter', '/product'],
    ['§2 Home has no open twin', '/open'],
    ['§2 the gallery has no open twin', '/open/gallery'],
    ['§2 the blog has no open twin', '/open/blog'],
    ['§2 malformed escape is unknown', '/product/%E0%A4%A'],
  ])('%s → null', (_name, path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('route lists', () => {
  it('§2 every route of the table is listed once', () => {
    expect(ROUTES).toHaveLength(37);
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });

  it('§2 open twins exist for store, shop, product, service, cart, shipping, services, order, invoice, subscription update, order detail, payment validation, feedback, forms and appointment', () => {
    expect(OPEN_TWIN_ROUTES.map((r) => r.id).sort()).toEqual(
      [
        'appointment',
        'appointmentForms',
        'cart',
        'customerForm',
        'customerForms',
        'customerPortal',
        'employeeAppointment',
        'invoiceSuccessful',
        'myBooking',
        'orderDetail',
        'orderFeedback',
        'orderSuccessful',
        'orderTransaction',
        'paymentValidation',
        'productDetail',
        'serviceDetail',
        'servicesCart',
        'servicesFinalize',
        'servicesStore',
        'servicesSuccess',
        'shippingInformation',
        'shop',
        'store',
        'storeProductDetail',
        'storeServiceDetail',
        'subscriptionPaymentUpdateSuccessful',
      ].sort(),
    );
  });

  it('§6 the editor routes are /admin and /gallery/admin; the rest is public', () => {
    expect(ROUTES.filter((r) => r.editor).map((r) => r.pattern)).toEqual(['/admin', '/gallery/admin']);
    expect(PUBLIC_ROUTES).toHaveLength(ROUTES.length - 2);
  });

  it('§2 openTwinPath keeps the query', () => {
    expect(openTwinPath('/cart?a=1')).toBe('/open/cart?a=1');
  });
});
