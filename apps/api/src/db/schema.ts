// The one Drizzle schema of the API. Migrations are generated from it (`pnpm db:generate`) into
// ./drizzle and run unchanged on PGlite and Postgres.
//
export { auditLog } from './schema/audit.js';
export {
  appointmentServices,
  appointments,
  locations,
  serviceAreas,
  serviceImages,
  serviceStaff,
  services,
  staff,
  staffBreaks,
  staffHours,
  staffTimeOff,
} from './schema/booking.js';
export { builderSessions, clients, templates, wizardSessions } from './schema/clients.js';
export { chatConversations, chatMessages } from './schema/chat.js';
export {
  orderCounters,
  orderFeedback,
  orderLines,
  orders,
  productImages,
  productVariants,
  products,
  subscriptions,
} from './schema/commerce.js';
export { idempotencyKeys, orderRefunds, paymentEvents, payments, sandboxCharges } from './schema/payments.js';
export { customerForms, formRequests, formResponses, formUploads, serviceForms } from './schema/forms.js';
export { customers } from './schema/customers.js';
export { discountCodes, discountUses } from './schema/discounts.js';
export { blogPosts, galleryImages, uploads } from './schema/content.js';
export { domainEvents } from './schema/events.js';
export { mailMessages } from './schema/mail.js';
export { contactMessages, trackingRecords } from './schema/inbox.js';
export { oidcModels } from './schema/oidc.js';
export { siteVersions, sites } from './schema/sites.js';
export { passwordTokens, signInTickets, teamInvites, userClients, users } from './schema/users.js';
