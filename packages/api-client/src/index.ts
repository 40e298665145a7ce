export { vitrinaApi, TAG_TYPES, type VitrinaTag } from './vitrina-api.js';
export { vitrinaBaseQuery, MISSING_TOKEN_ERROR, type VitrinaExtraOptions } from './base-query.js';
export { apiClientExtra, resolveApiClientConfig, DEFAULT_API_BASE_URL, DEFAULT_ASSETS_BASE_URL } from './config.js';
export type { ApiClientConfig, ApiClientExtra, ResolvedApiClientConfig, TokenGetter } from './config.js';
export { healthApi, useHealthzQuery, type HealthStatus } from './endpoints/health.js';
export { siteApi, useSiteDataQuery, useClientWebsiteDataQuery } from './endpoints/site.js';
export { userApi, useAuthorizeUserQuery, useResendEmailConfirmationMutation, useUserProfileQuery } from './endpoints/user.js';
export type { AuthorizeUserArgs, UserProfile } from './endpoints/user.js';
export { trackingApi, useRemoteIpQuery, useLazyRemoteIpQuery, type RemoteIp } from './endpoints/tracking.js';
export { blogApi, useBlogPostsQuery, useBlogPostQuery, type BlogPostArgs, type PublicBlogPostSummary } from './endpoints/blog.js';
export { storeApi, useStoreProductsQuery, useStoreProductQuery, useStoreInfoQuery, useCartCheckQuery } from './endpoints/store.js';
export { discountRefusalOf, discountsApi, useProductsDiscountQuery, useServicesDiscountQuery } from './endpoints/discounts.js';
export type { DiscountCheck, DiscountRefusalRead, ProductsDiscountArgs, ServicesDiscountArgs } from './endpoints/discounts.js';
export type {
  CartCheck,
  CartCheckArgs,
  CheckedLine,
  CheckoutLine,
  StoreInfo,
  StoreProductArgs,
  StoreProductsArgs,
} from './endpoints/store.js';
export { galleryApi, useGalleryQuery, type GalleryEntry } from './endpoints/gallery.js';
export { previewApi, useBuilderDataQuery, useTemplateDataQuery, useWizardPreviewQuery } from './endpoints/previews.js';
export type { WizardPreviewArgs } from './endpoints/previews.js';
export { contactApi, useSendContactMessageMutation, type SendContactMessageArgs } from './endpoints/contact.js';
export {
  CHAT_TOKEN_HEADER,
  chatApi,
  useChatInboxQuery,
  useChatMessagesQuery,
  useLazyChatMessagesQuery,
  useOwnerChatMessagesQuery,
  useReplyToChatMutation,
  useSendChatMessageMutation,
  useStartChatMutation,
  type ChatAuthor,
  type ChatConversationSummary,
  type ChatMessage,
  type ChatMessagesArgs,
  type ChatSession,
  type OwnerChatArgs,
  type StartChatArgs,
  type VisitorChatArgs,
} from './endpoints/chat.js';
export {
  editorApi,
  useEditorConfigQuery,
  useWebsiteDraftQuery,
  useSaveWebsiteDraftMutation,
  websiteDraftOf,
  apiErrorCode,
  draftConflictOf,
  type ClientSettingsPayload,
  type EditorConfig,
  type WebsiteDraft,
  type SaveWebsiteDraftArgs,
} from './endpoints/editor.js';
export {
  checkoutApi,
  checkoutFailureOf,
  useCheckoutMutation,
  usePaymentValidationQuery,
  usePublicOrderQuery,
  usePublicTransactionQuery,
  useValidatePaymentMutation,
  type CheckoutAnswer,
  type CheckoutArgs,
  type CheckoutBody,
  type CheckoutFailure,
  type OrderTotals,
  type PaymentValidation,
  type PublicOrder,
  type PublicOrderArgs,
  type PublicTransaction,
  type PublicTransactionArgs,
  type ValidatePaymentArgs,
  type ValidationOutcome,
} from './endpoints/checkout.js';
export {
  servicesStoreApi,
  servicesCheckoutFailureOf,
  useServicesCartCheckQuery,
  useServicesCheckoutMutation,
  useStoreServiceQuery,
  useStoreServicesQuery,
  type PublicServiceArgs,
  type ServicesCartCheckArgs,
  type ServicesCheckoutArgs,
  type ServicesCheckoutFailure,
} from './endpoints/services-store.js';
export {
  customerFormsApi,
  formUploadUrl,
  formFailureOf,
  useAppointmentPendingFormsQuery,
  useCustomerFormQuery,
  useCustomerPendingFormsQuery,
  useSubmitFormResponseMutation,
  type AppointmentFormsArgs,
  type CustomerFormArgs,
  type CustomerFormsArgs,
  type FormFailure,
  type SubmitFormResponseArgs,
} from './endpoints/customer-forms.js';
export { orderFeedbackApi, useLeaveOrderFeedbackMutation, useOrderFeedbackQuery } from './endpoints/order-feedback.js';
export type { LeaveOrderFeedbackArgs, OrderFeedback, OrderFeedbackArgs, OrderFeedbackForm } from './endpoints/order-feedback.js';
export {
  subscriptionsApi,
  useCancelSubscriptionMutation,
  useSubscriptionChargesQuery,
  useSubscriptionQuery,
  useUpdateSubscriptionCardMutation,
} from './endpoints/subscriptions.js';
export type {
  SubscriptionAnswer,
  SubscriptionArgs,
  SubscriptionCardBody,
  SubscriptionCharges,
  SubscriptionView,
  UpdateSubscriptionCardArgs,
} from './endpoints/subscriptions.js';
export { orderDocumentsApi, useApproveQuoteMutation, usePayQuoteMutation, useRejectQuoteMutation } from './endpoints/order-documents.js';
export type { PayQuoteArgs, QuotePaymentAnswer, QuotePaymentBody, RejectQuoteArgs } from './endpoints/order-documents.js';
export { customerDocumentUrl } from './endpoints/documents.js';
export {
  appointmentCalendarUrl,
  bookingApi,
  useBookAppointmentMutation,
  useBookingDatesQuery,
  useBookingInfoQuery,
  useBookingSlotsQuery,
  useHoldSlotMutation,
  usePublicAppointmentQuery,
  type BookAppointmentArgs,
  type BookingDatesArgs,
  type BookingInfoArgs,
  type BookingSelectionArgs,
  type BookingSlotsArgs,
  type HoldSlotArgs,
  type PublicAppointmentArgs,
} from './endpoints/booking.js';
export {
  myBookingApi,
  useCancelMyBookingMutation,
  useMyBookingQuery,
  useRescheduleMyBookingMutation,
  type MyBookingArgs,
  type RescheduleMyBookingArgs,
} from './endpoints/my-booking.js';
export { customerPortalApi, useCustomerPortalQuery, type CustomerPortalArgs } from './endpoints/customer-portal.js';
export { apiFailureOf, isErrorBody, type ApiFailure, type ErrorBody } from './api-failure.js';
// The request and answer types of the contracts (types only: the schemas live in `@vitrina/api-client/contracts`).
export type {
  AddGalleryImageBody,
  AppointmentDetailsBody,
  AssetVersions,
  BackupAction,
  BackupList,
  BackupVersion,
  BackupWithData,
  BookableService,
  BookableStaff,
  BookBody,
  BookingInfo,
  ChangedGalleryImage,
  ChatMessageBody,
  ChatMessagesQuery,
  ChatTokenHeaders,
  CheckedServiceLine,
  ClientCountry,
  CustomerPortal,
  DraftConflict,
  FormFile,
  FormResponseAnswer,
  FormResponseInput,
  GalleryImageEntry,
  GalleryList,
  GalleryOrderBody,
  Hold,
  HoldBody,
  MessageChangeBody,
  MessageListQuery,
  MessagePage,
  MyBooking,
  PatchGalleryImageBody,
  PendingFormEntry,
  PendingForms,
  PortalBooking,
  PortalDocument,
  PortalOrder,
  PortalSubscription,
  PublicAppointment,
  PublicCustomerForm,
  PublicLocation,
  PublicService,
  PublicSlot,
  RemoteData,
  ReorderedGallery,
  RestoredDraft,
  SavedBusinessSettings,
  SavedDraft,
  SaveDraftBody,
  ServiceRuleViolation,
  ServicesCartCheck,
  ServicesCheckoutAnswer,
  ServicesCheckoutBody,
  ServicesCheckoutLine,
  ServiceTypeValue,
  SlotDates,
  SlotDay,
  StaffChoice,
  StartChatBody,
  TrackingPixelParams,
  TrackingPixelQuery,
  UploadedFile,
  UploadQuery,
  UserProfileAnswer,
} from './contracts/index.js';
