// @vitrina/api-client/contracts: every request and answer shape of the API, declared once as a TypeBox
// schema (a JSON schema that carries its TypeScript type). The API hands these schemas to its Fastify
// routes, which check requests with them and publish them in the OpenAPI document; the api-client's
// endpoints take only their types (`import type`), so no browser bundle loads a schema. A field renamed
// here fails the typecheck of the API and of the editor alike (docs/decisions.md "One contract per call").
export {
  AuthorizeParams,
  ClientParams,
  DbId,
  ErrorBody,
  ImageParams,
  Nullable,
  StringEnum,
  SubjectParams,
  VersionParams,
} from './shared.js';
export { ClientSettingsPayload, DraftConflict, EditorConfig, SaveDraftBody, SavedDraft, SiteDataDocument, WebsiteDraft } from './editor.js';
export { BackupAction, BackupList, BackupVersion, BackupWithData, RestoredDraft } from './backups.js';
export {
  AddGalleryImageBody,
  ChangedGalleryImage,
  GalleryImageEntry,
  GalleryList,
  GalleryOrderBody,
  PatchGalleryImageBody,
  RemovedGalleryImage,
  ReorderedGallery,
} from './gallery.js';
export { AuthorizeAnswer, UserProfileAnswer } from './user.js';
export {
  ChatAuthor,
  ChatConversationEntry,
  ChatInbox,
  ChatMessage,
  ChatMessageBody,
  ChatMessageList,
  ChatMessagesQuery,
  ChatTokenHeaders,
  ConversationParams,
  StartChatBody,
  StartedChat,
  StoredChatMessage,
} from './chat.js';
export {
  AssetVersions,
  BlogList,
  BlogPostAnswer,
  BuilderDocument,
  PublicBlogPost,
  ClientCountry,
  ContactMessageAnswer,
  ContactMessageBody,
  RemoteData,
  RemoteIp,
  TrackingPixelImage,
  TrackingPixelParams,
  TrackingPixelQuery,
} from './public.js';
export {
  ContactMessageEntry,
  MESSAGE_PAGE_MAX,
  MESSAGE_STATUSES,
  MessageChangeBody,
  MessageListQuery,
  MessageParams,
  MessagePage,
  MessageStatus,
} from './messages.js';
export {
  BLOG_POST_FILTERS,
  BLOG_POST_PAGE_DEFAULT,
  BLOG_POST_PAGE_MAX,
  BLOG_POST_SORTS,
  BLOG_POST_STATUSES,
  BlogPostEntry,
  BlogPostFilter,
  BlogPostInput,
  BlogPostListQuery,
  BlogPostPage,
  BlogPostParams,
  BlogPostSort,
  BlogPostStatus,
  BlogPostSummary,
} from './blog-posts.js';
export { ACTIVITY_PAGE_MAX, ActivityEntry, ActivityListQuery, ActivityPage } from './activity.js';
export { BusinessAddress, BusinessSettings, BusinessSettingsBody, SavedBusinessSettings } from './settings.js';
export type { BusinessSettingsInput } from './settings.js';
export {
  AddTeamMemberBody,
  AddedTeamMember,
  TEAM_MEMBER_STATUSES,
  TEAM_PAGE_MAX,
  TeamInviteParams,
  TeamListQuery,
  TeamMember,
  TeamMemberParams,
  TeamMemberStatus,
  TeamPage,
  TeamRemoved,
  TeamRoleBody,
  TeamRoleId,
} from './team.js';
export type { AddTeamMemberFields } from './team.js';
export { AcceptedInvite, InviteDeclined, OwnInvite, OwnInviteList, OwnInviteParams } from './team-invites.js';
export { Profile, ProfileBody } from './profile.js';
export type { ProfileForm } from './profile.js';
export { UploadKind, UploadQuery, UploadedFile } from './uploads.js';
export { HealthStatus } from './system.js';
export {
  CardBody,
  CartCheck,
  CartCheckBody,
  CheckedLine,
  CheckoutAnswer,
  CheckoutBody,
  CheckoutErrorExtra,
  CheckoutHeaders,
  CheckoutLine,
  CheckoutPayment,
  Money,
  OrderParams,
  OrderTotals,
  PartialInvoiceView,
  PaymentValidation,
  PaymentValidationBody,
  ProductAnswer,
  ProductList,
  ProductListQuery,
  ProductParams,
  PublicOrder,
  SUBSCRIPTION_STATES,
  SubscriptionView,
  PublicProduct,
  PublicTransaction,
  PublicVariant,
  ShippingBody,
  StoreInfo,
  StripeWebhookAnswer,
  StripeWebhookHeaders,
  TransactionParams,
  FULFILLMENT_STATES,
  LINE_PROBLEMS,
  ORDER_STATES,
  PAYMENT_GATEWAYS,
  TRANSACTION_STATUSES,
  VALIDATION_OUTCOMES,
  VARIANT_TYPE_VALUES,
} from './store.js';
export type { PaymentGatewayName, ValidationOutcome } from './store.js';
export {
  LOW_STOCK_UNITS,
  OWNER_PRODUCT_FILTERS,
  OWNER_PRODUCT_PAGE_DEFAULT,
  OWNER_PRODUCT_PAGE_MAX,
  OWNER_VARIANT_KINDS,
  OwnerProductEntry,
  OwnerProductFilter,
  OwnerProductInput,
  OwnerProductListQuery,
  OwnerProductPage,
  OwnerProductParams,
  OwnerProductSummary,
  OwnerVariant,
} from './owner-products.js';
export type { OwnerVariantInput } from './owner-products.js';
export { StoreSettings, StoreSettingsInput } from './store-settings.js';
export {
  ORDER_FULFILLMENT_FILTERS,
  ORDER_PAGE_MAX,
  ORDER_STATUS_FILTERS,
  OWNER_ORDER_ACTIONS,
  OrderActionHeaders,
  OrderFulfillmentBody,
  OrderFulfillmentFilter,
  OrderListQuery,
  OrderRefundBody,
  OrderStatusFilter,
  OwnerOrder,
  OwnerOrderAction,
  OwnerOrderLine,
  OwnerOrderPage,
  OwnerOrderParams,
  OwnerOrderSummary,
} from './owner-orders.js';
export {
  OfflinePaymentBody,
  OwnerPartialInvoice,
  OwnerQuote,
  OwnerQuoteLine,
  OwnerQuotePage,
  OwnerQuoteParams,
  OwnerQuoteSummary,
  PartialInvoiceBody,
  QUOTE_KINDS,
  QUOTE_LINE_SOURCES,
  QUOTE_LIST_KINDS,
  QUOTE_PAGE_MAX,
  QUOTE_STATES,
  QUOTE_STATUS_FILTERS,
  QuoteInput,
  QuoteLineInput,
  QuoteListQuery,
} from './owner-quotes.js';
export {
  APPOINTMENT_STATUS_VALUES,
  AppointmentCalendarFile,
  AppointmentDetailsBody,
  AppointmentParams,
  BookBody,
  BookableService,
  BookableStaff,
  BookingInfo,
  DatesQuery,
  Hold,
  HoldBody,
  PublicAppointment,
  PublicLocation,
  PublicSlot,
  ServiceTypeValue,
  SlotDates,
  SlotDay,
  SlotQuery,
  StaffChoice,
} from './booking.js';
export {
  APPOINTMENT_LIST_STATUSES,
  APPOINTMENT_RANGE_MAX_DAYS,
  AppointmentCustomer,
  AppointmentListQuery,
  AppointmentNotesBody,
  AppointmentOptions,
  NewAppointmentBody,
  OwnerAppointment,
  OwnerAppointmentList,
  OwnerAppointmentParams,
  OwnerAppointmentService,
  RescheduleBody,
} from './owner-appointments.js';
export { OwnerRemoval, OwnerService, OwnerServiceInput, OwnerServiceList, OwnerServiceParams } from './owner-services.js';
export {
  OwnerStaffBreak,
  OwnerStaffHours,
  OwnerStaffInput,
  OwnerStaffList,
  OwnerStaffMember,
  OwnerStaffOptions,
  OwnerStaffParams,
  OwnerStaffSummary,
  OwnerStaffTimeOff,
} from './owner-staff.js';
export {
  OwnerLocation,
  OwnerLocationInput,
  OwnerLocationList,
  OwnerLocationParams,
  OwnerServiceArea,
  OwnerServiceAreaInput,
  OwnerServiceAreaList,
  OwnerServiceAreaParams,
} from './owner-locations.js';
export { OrderFeedback, OrderFeedbackBody, OrderFeedbackOrNone } from './order-feedback.js';
export type { OrderFeedbackForm } from './order-feedback.js';
export { SubscriptionAnswer, SubscriptionCardBody, SubscriptionParams } from './subscriptions.js';
export { QuotePaymentAnswer, QuotePaymentBody, QuoteRejectBody } from './order-documents.js';
export {
  CheckedServiceLine,
  PublicService,
  PublicServiceAnswer,
  PublicServiceList,
  PublicServiceParams,
  RECURRENCE_VALUES,
  SERVICE_ORDER_RULES,
  ServiceRuleViolation,
  ServicesCartCheck,
  ServicesCartCheckBody,
  ServicesCheckoutAnswer,
  ServicesCheckoutBody,
  ServicesCheckoutLine,
} from './services-store.js';
export {
  AppointmentFormsParams,
  CustomerFormParams,
  CustomerParams,
  FORM_FIELD_TYPE_VALUES,
  FormField,
  FormFile,
  FormRequestBody,
  FormRequestSent,
  FormResponseAnswer,
  FormResponseBody,
  FormResponseCustomer,
  FormUploadAnswer,
  FormUploadQuery,
  OwnerForm,
  OwnerFormFileParams,
  OwnerFormFileDownload,
  OwnerFormInput,
  OwnerFormList,
  OwnerFormParams,
  OwnerFormResponse,
  OwnerFormResponseEntry,
  OwnerFormResponsePage,
  OwnerFormResponseParams,
  OwnerFormResponseQuery,
  PendingFormEntry,
  PendingForms,
  PublicCustomerForm,
} from './customer-forms.js';
export type { FormResponseInput } from './customer-forms.js';
export {
  BuilderSessionAnswer,
  SIGNUP_CONFLICTS,
  SUBDOMAIN_PROBLEMS,
  SignupAnswer,
  SignupBody,
  SubdomainCheck,
  SubdomainQuery,
  TemplateList,
  TemplateSummary,
  WizardPreviewBody,
  WizardSessionAnswer,
  WizardSessionParams,
} from './signup.js';
export { call, requestOf, urlOf } from './call.js';
export type { AnswerOf, BodyOf, Call, CallMethod, CallTypes, HeadersOf, ParamsOf, PathParams, QueryOf, RequestParts } from './call.js';
export * from './calls/index.js';
