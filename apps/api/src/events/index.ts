export { DOMAIN_EVENT_TYPES, recordEvent } from './domain-events.js';
export type {
  AppointmentBooked,
  AppointmentCancelled,
  AppointmentRescheduled,
  CatalogChanged,
  ContactMessageReceived,
  DomainEvent,
  DomainEventType,
  EventOf,
  FormAnswered,
  FormRequested,
  OrderPaid,
  OrderPlaced,
  OrderRefunded,
  OrderShipped,
  PaymentFailed,
  PaymentSettled,
  QuoteDecided,
  QuoteSent,
  SiteChanged,
  StockChanged,
  TemplatesChanged,
} from './domain-events.js';
export { DeliveryBatch } from './delivery-batch.js';
export type { BatchEvent } from './delivery-batch.js';
export { DELIVER_SOON_WINDOW_MS, Dispatcher } from './dispatcher.js';
export type { DeliverOptions, DeliveryOutcome, DispatcherOptions, EventHandler, EventMeta } from './dispatcher.js';
export { EVENT_SWEEP_GRACE_MS, startEventSweeper, sweepEvents } from './event-sweeper.js';
export type { EventSweeperTimer } from './event-sweeper.js';
export { CACHE_SUBSCRIBER, PUBLISH_SUBSCRIBER, TEMPLATE_CACHE_SUBSCRIBER, registerSiteSubscribers } from './site-subscribers.js';
