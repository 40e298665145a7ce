export { vitrinaApi, TAG_TYPES } from './vitrina-api.js';
export type { VitrinaTag } from './vitrina-api.js';
export { vitrinaBaseQuery, MISSING_TOKEN_ERROR } from './base-query.js';
export type { VitrinaExtraOptions } from './base-query.js';
export { apiClientExtra, resolveApiClientConfig, DEFAULT_API_BASE_URL, DEFAULT_ASSETS_BASE_URL } from './config.js';
export type { ApiClientConfig, ApiClientExtra, ResolvedApiClientConfig, TokenGetter } from './config.js';
export { healthApi, useHealthzQuery } from './endpoints/health.js';
export type { HealthStatus } from './endpoints/health.js';
export { siteApi, useSiteDataQuery, useClientWebsiteDataQuery } from './endpoints/site.js';
export { userApi, useAuthorizeUserQuery, useResendEmailConfirmationMutation, useUserProfileQuery } from './endpoints/user.js';
export type { AuthorizeUserArgs, UserProfile } from './endpoints/user.js';
export { trackingApi, useRemoteIpQuery, useLazyRemoteIpQuery } from './endpoints/tracking.js';
export type { RemoteIp } from './endpoints/tracking.js';
export { blogApi, useBlogPostsQuery, useBlogPostQuery } from './endpoints/blog.js';
export type { BlogPostArgs, PublicBlogPostSummary } from './endpoints/blog.js';
export { storeApi, useStoreProductsQuery, useStoreProductQuery, useStoreInfoQuery, useCartCheckQuery } from './endpoints/store.js';
export type {
  CartCheck,
  CartCheckArgs,
  CheckedLine,
  CheckoutLine,
  StoreInfo,
  StoreProductArgs,
  StoreProductsArgs,
} from './endpoints/store.js';
export { galleryApi, useGalleryQuery } from './endpoints/gallery.js';
export type { GalleryEntry } from './endpoints/gallery.js';
export { previewApi, useBuilderDataQuery, useTemplateDataQuery, useWizardPreviewQuery } from './endpoints/previews.js';
export type { WizardPreviewArgs } from './endpoints/previews.js';
export { contactApi, useSendContactMessageMutation } from './endpoints/contact.js';
export type { SendContactMessageArgs } from './endpoints/contact.js';
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
} from './endpoints/chat.js';
export type {
  ChatAuthor,
  ChatConversationSummary,
  ChatMessage,
  ChatMessagesArgs,
  ChatSession,
  OwnerChatArgs,
  StartChatArgs,
  VisitorChatArgs,
} from './endpoints/chat.js';
export {
  editorApi,
  useEditorConfigQuery,
  useWebsiteDraftQuery,
  useSaveWebsiteDraftMutation,
  websiteDraftOf,
  apiErrorCode,
  draftConflictOf,
} from './endpoints/editor.js';
export type { ClientSettingsPayload, EditorConfig, WebsiteDraft, SaveWebsiteDraftArgs } from './endpoints/editor.js';
export {
  checkoutApi,
  checkoutFailureOf,
  useCheckoutMutation,
  usePaymentValidationQuery,
  usePublicOrderQuery,
  usePublicTransactionQuery,
  useValidatePaymentMutation,
} from './endpoints/checkout.js';
export type {
  CheckoutAnswer,
  CheckoutArgs,
  CheckoutBody,
  CheckoutFailure,
  OrderTotals,
  PaymentValidation,
  PublicOrder,
  PublicOrderArgs,
  PublicTransaction,
  PublicTransactionArgs,
  ValidatePaymentArgs,
  ValidationOutcome,
} from './endpoints/checkout.js';
export {
  servicesStoreApi,
  servicesCheckoutFailureOf,
  useServicesCartCheckQuery,
  useServicesCheckoutMutation,
  useStoreServiceQuery,
  useStoreServicesQuery,
} from './endpoints/services-store.js';
export type {
  PublicServiceArgs,
  ServicesCartCheckArgs,
  ServicesCheckoutArgs,
  ServicesCheckoutFailure,
} from './endpoints/services-store.js';
export {
  customerFormsApi,
  formUploadUrl,
  formFailureOf,
  useAppointmentPendingFormsQuery,
  useCustomerFormQuery,
  useCustomerPendingFormsQuery,
  useSubmitFormResponseMutation,
} from './endpoints/customer-forms.js';
export type {
  AppointmentFormsArgs,
  CustomerFormArgs,
  CustomerFormsArgs,
  FormFailure,
  SubmitFormResponseArgs,
} from './endpoints/customer-forms.js';
export { orderFeedbackApi, useLeaveOrderFeedbackMutation, useOrderFeedbackQuery } from './endpoints/order-feedback.js';
export type { LeaveOrderFeedbackArgs, OrderFeedback, OrderFeedbackArgs, OrderFeedbackForm } from './endpoints/order-feedback.js';
export { subscriptionsApi, useSubscriptionQuery, useUpdateSubscriptionCardMutation } from './endpoints/subscriptions.js';
export type {
  SubscriptionAnswer,
  SubscriptionArgs,
  SubscriptionCardBody,
  SubscriptionView,
  UpdateSubscriptionCardArgs,
} from './endpoints/subscriptions.js';
export { orderDocumentsApi, useApproveQuoteMutation, usePayQuoteMutation, useRejectQuoteMutation } from './endpoints/order-documents.js';
export type { PayQuoteArgs, QuotePaymentAnswer, QuotePaymentBody, RejectQuoteArgs } from './endpoints/order-documents.js';
export {
  appointmentCalendarUrl,
  bookingApi,
  useBookAppointmentMutation,
  useBookingDatesQuery,
  useBookingInfoQuery,
  useBookingSlotsQuery,
  useHoldSlotMutation,
  usePublicAppointmentQuery,
} from './endpoints/booking.js';
export type {
  BookAppointmentArgs,
  BookingDatesArgs,
  BookingInfoArgs,
  BookingSelectionArgs,
  BookingSlotsArgs,
  HoldSlotArgs,
  PublicAppointmentArgs,
} from './endpoints/booking.js';
export { apiFailureOf, isErrorBody } from './api-failure.js';
export type { ApiFailure, ErrorBody } from './api-failure.js';
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
  PatchGalleryImageBody,
  PendingFormEntry,
  PendingForms,
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
