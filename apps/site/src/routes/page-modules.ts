// The code of each page, loaded on demand: only the code of the page being shown loads.
import type { ComponentType } from 'react';
import type { PageHandle, PageKey } from './route-table.js';

export type PageComponent = ComponentType<{ handle: PageHandle }>;

export interface PageModule {
  load: () => Promise<PageComponent>;
}

export const PAGE_MODULES: Readonly<Record<PageKey, PageModule>> = {
  home: { load: async () => (await import('./home/home-page.js')).HomePage },
  gallery: { load: async () => (await import('./gallery/gallery-page.js')).GalleryPage },
  blog: { load: async () => (await import('./blog/blog-page.js')).BlogPage },
  blogPost: { load: async () => (await import('./blog/blog-post-page.js')).BlogPostPage },
  status: { load: async () => (await import('./status/status-page.js')).StatusPage },
  notAvailable: { load: async () => (await import('./status/not-available-page.js')).NotAvailablePage },
  store: { load: async () => (await import('./store/store-page.js')).StorePage },
  product: { load: async () => (await import('./store/product-page.js')).ProductPage },
  cart: { load: async () => (await import('./store/cart-page.js')).CartPage },
  shipping: { load: async () => (await import('./checkout/shipping-page.js')).ShippingPage },
  orderSuccessful: { load: async () => (await import('./checkout/order-successful-page.js')).OrderSuccessfulPage },
  invoiceSuccessful: { load: async () => (await import('./checkout/invoice-successful-page.js')).InvoiceSuccessfulPage },
  subscriptionUpdated: { load: async () => (await import('./checkout/subscription-updated-page.js')).SubscriptionUpdatedPage },
  order: { load: async () => (await import('./checkout/order-page.js')).OrderPage },
  transaction: { load: async () => (await import('./checkout/transaction-page.js')).TransactionPage },
  paymentValidation: { load: async () => (await import('./checkout/payment-validation-page.js')).PaymentValidationPage },
  orderFeedback: { load: async () => (await import('./checkout/feedback-page.js')).FeedbackPage },
  appointment: { load: async () => (await import('./booking/appointment-page.js')).AppointmentPage },
  employeeAppointment: { load: async () => (await import('./booking/employee-appointment-page.js')).EmployeeAppointmentPage },
  myBooking: { load: async () => (await import('./booking/my-booking-page.js')).MyBookingPage },
  customerPortal: { load: async () => (await import('./customer-portal/customer-portal-page.js')).CustomerPortalPage },
  servicesStore: { load: async () => (await import('./services/services-store-page.js')).ServicesStorePage },
  service: { load: async () => (await import('./services/service-page.js')).ServicePage },
  servicesCart: { load: async () => (await import('./services/services-cart-page.js')).ServicesCartPage },
  servicesFinalize: { load: async () => (await import('./services/services-finalize-page.js')).ServicesFinalizePage },
  servicesSuccess: { load: async () => (await import('./services/services-success-page.js')).ServicesSuccessPage },
  pendingForms: { load: async () => (await import('./forms/pending-forms-page.js')).PendingFormsPage },
  customerForm: { load: async () => (await import('./forms/customer-form-page.js')).CustomerFormPage },
};
