export { vitrinaApi, TAG_TYPES } from './vitrina-api.js';
export type { VitrinaTag } from './vitrina-api.js';
export { vitrinaBaseQuery, MISSING_TOKEN_ERROR } from './base-query.js';
export type { VitrinaExtraOptions } from './base-query.js';
export { apiClientExtra, resolveApiClientConfig, DEFAULT_API_BASE_URL, DEFAULT_ASSETS_BASE_URL } from './config.js';
export type { ApiClientConfig, ApiClientExtra, ResolvedApiClientConfig, TokenGetter } from './config.js';
export { healthApi, useHealthzQuery } from './endpoints/health.js';
export type { HealthStatus } from './endpoints/health.js';
export { siteApi, useSiteDataQuery, useClientWebsiteDataQuery } from './endpoints/site.js';
export { userApi, useAuthorizeUserQuery, useUserProfileQuery } from './endpoints/user.js';
export type { AuthorizeUserArgs, UserProfile } from './endpoints/user.js';
export { trackingApi, useRemoteIpQuery, useLazyRemoteIpQuery } from './endpoints/tracking.js';
export type { RemoteIp } from './endpoints/tracking.js';
export { blogApi, useBlogPostsQuery, useBlogPostQuery } from './endpoints/blog.js';
export type { BlogPostArgs, PublicBlogPostSummary } from './endpoints/blog.js';
export {
  storeApi,
  readProduct,
  useStoreProductsQuery,
  useStoreProductQuery,
  useStoreInfoQuery,
  useCartCheckQuery,
} from './endpoints/store.js';
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
export { messagesApi, useContactMessagesInfiniteQuery, useUpdateContactMessageMutation } from './endpoints/messages.js';
export { settingsApi, useBusinessSettingsQuery, useSaveBusinessSettingsMutation } from './endpoints/settings.js';
export type { BusinessAddress, BusinessSettings, SaveBusinessSettingsArgs, SavedSettings } from './endpoints/settings.js';
export { profileApi, useProfileQuery, useSaveProfileMutation } from './endpoints/profile.js';
export type { Profile, ProfileForm, SaveProfileArgs } from './endpoints/profile.js';
export type { ContactMessage, ContactMessagePage, MessageListArgs, MessageStatus, UpdateMessageArgs } from './endpoints/messages.js';
export {
  blogPostsApi,
  useCreateBlogPostMutation,
  useDeleteBlogPostMutation,
  useOwnerBlogPostQuery,
  useOwnerBlogPostsInfiniteQuery,
  usePublishBlogPostMutation,
  useUnpublishBlogPostMutation,
  useUpdateBlogPostMutation,
} from './endpoints/blog-posts.js';
export type {
  OwnerBlogPostArgs,
  BlogPostEntry,
  BlogPostFilter,
  BlogPostInput,
  BlogPostListArgs,
  BlogPostPage,
  BlogPostSort,
  BlogPostStatus,
  BlogPostSummary,
  SaveBlogPostArgs,
  UpdateBlogPostArgs,
} from './endpoints/blog-posts.js';
export { activityApi, useActivityInfiniteQuery } from './endpoints/activity.js';
export {
  teamApi,
  useAddTeamMemberMutation,
  useChangeTeamRoleMutation,
  useRemoveTeamInviteMutation,
  useRemoveTeamMemberMutation,
  useTeamInfiniteQuery,
} from './endpoints/team.js';
export type {
  AddTeamMemberArgs,
  AddedMember,
  ChangeTeamRoleArgs,
  RemoveTeamInviteArgs,
  RemoveTeamMemberArgs,
  TeamMember,
  TeamMemberStatus,
  TeamPage,
  TeamRoleId,
} from './endpoints/team.js';
export type { ActivityEntry, ActivityListArgs, ActivityPage } from './endpoints/activity.js';
export {
  ownerOrdersApi,
  useCancelOrderMutation,
  useCancelOrderSubscriptionMutation,
  useFulfillOrderMutation,
  useOwnerOrderQuery,
  useOwnerOrdersInfiniteQuery,
  useRefundOrderMutation,
} from './endpoints/owner-orders.js';
export type {
  CancelOrderArgs,
  FulfillOrderArgs,
  OrderFulfillmentFilter,
  OrderStatusFilter,
  OwnerOrder,
  OwnerOrderArgs,
  OwnerOrderListArgs,
  OwnerOrderPage,
  OwnerOrderSummary,
  RefundOrderArgs,
} from './endpoints/owner-orders.js';
export {
  ownerQuotesApi,
  readQuote,
  useCreatePartialInvoiceMutation,
  useCreateQuoteMutation,
  useOwnerQuoteQuery,
  useOwnerQuotesInfiniteQuery,
  useRecordQuotePaymentMutation,
  useSendQuoteMutation,
  useUpdateQuoteMutation,
  useVoidQuoteMutation,
} from './endpoints/owner-quotes.js';
export type {
  CreateQuoteArgs,
  OfflinePaymentArgs,
  OwnerQuote,
  OwnerQuoteArgs,
  OwnerQuoteListArgs,
  OwnerQuotePage,
  OwnerQuoteSummary,
  PartialInvoiceArgs,
  QuoteInput,
  QuoteKindFilter,
  QuoteStatusFilter,
  UpdateQuoteArgs,
} from './endpoints/owner-quotes.js';
export {
  ownerServicesApi,
  readOwnerService,
  useCreateOwnerServiceMutation,
  useOwnerServiceQuery,
  useOwnerServicesQuery,
  useRemoveOwnerServiceMutation,
  useUpdateOwnerServiceMutation,
} from './endpoints/owner-services.js';
export type {
  OwnerRemoval,
  OwnerService,
  OwnerServiceArgs,
  OwnerServiceInput,
  SaveOwnerServiceArgs,
  UpdateOwnerServiceArgs,
} from './endpoints/owner-services.js';
export {
  ownerStaffApi,
  useCreateOwnerStaffMutation,
  useOwnerStaffMemberQuery,
  useOwnerStaffOptionsQuery,
  useOwnerStaffQuery,
  useRemoveOwnerStaffMutation,
  useUpdateOwnerStaffMutation,
} from './endpoints/owner-staff.js';
export type {
  OwnerStaffArgs,
  OwnerStaffBreak,
  OwnerStaffHours,
  OwnerStaffInput,
  OwnerStaffMember,
  OwnerStaffOptions,
  OwnerStaffSummary,
  OwnerStaffTimeOff,
  SaveOwnerStaffArgs,
  UpdateOwnerStaffArgs,
} from './endpoints/owner-staff.js';
export {
  ownerProductsApi,
  useCreateOwnerProductMutation,
  useDeleteOwnerProductMutation,
  useOwnerProductQuery,
  useOwnerProductsInfiniteQuery,
  useUpdateOwnerProductMutation,
} from './endpoints/owner-products.js';
export type {
  OwnerProductArgs,
  OwnerProductEntry,
  OwnerProductFilter,
  OwnerProductInput,
  OwnerProductListArgs,
  OwnerProductPage,
  OwnerProductSummary,
  OwnerVariant,
  OwnerVariantInput,
  SaveOwnerProductArgs,
  UpdateOwnerProductArgs,
} from './endpoints/owner-products.js';
export {
  ownerLocationsApi,
  readOwnerLocation,
  readOwnerServiceArea,
  useCreateOwnerLocationMutation,
  useCreateServiceAreaMutation,
  useDeleteServiceAreaMutation,
  useOwnerLocationsQuery,
  useOwnerServiceAreasQuery,
  useRemoveOwnerLocationMutation,
  useUpdateOwnerLocationMutation,
  useUpdateServiceAreaMutation,
} from './endpoints/owner-locations.js';
export type {
  OwnerLocation,
  OwnerLocationArgs,
  OwnerLocationInput,
  OwnerServiceArea,
  OwnerServiceAreaInput,
  SaveOwnerLocationArgs,
  SaveServiceAreaArgs,
  ServiceAreaArgs,
  UpdateOwnerLocationArgs,
  UpdateServiceAreaArgs,
} from './endpoints/owner-locations.js';
export { storeSettingsApi, useSaveStoreSettingsMutation, useStoreSettingsQuery } from './endpoints/store-settings.js';
export type { SaveStoreSettingsArgs, StoreSettings, StoreSettingsInput } from './endpoints/store-settings.js';
export {
  editorApi,
  useEditorConfigQuery,
  useWebsiteDraftQuery,
  useSaveWebsiteDraftMutation,
  readWebsiteDraft,
  apiErrorCode,
  draftConflictOf,
  INVALID_RESPONSE_ERROR,
} from './endpoints/editor.js';
export type { ClientSettingsPayload, EditorConfig, WebsiteDraft, SaveWebsiteDraftArgs } from './endpoints/editor.js';
export {
  checkoutApi,
  readCheckoutFailure,
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
  readPublicService,
  readServicesCheckoutFailure,
  useServicesCartCheckQuery,
  useServicesCheckoutMutation,
  useStoreServiceQuery,
  useStoreServicesQuery,
} from './endpoints/services-store.js';
export type {
  CheckedServiceLine,
  PublicService,
  PublicServiceArgs,
  ServiceRuleViolation,
  ServicesCartCheck,
  ServicesCartCheckArgs,
  ServicesCheckoutAnswer,
  ServicesCheckoutArgs,
  ServicesCheckoutBody,
  ServicesCheckoutFailure,
  ServicesCheckoutLine,
} from './endpoints/services-store.js';
export {
  customerFormsApi,
  formUploadUrl,
  readFormFailure,
  readFormField,
  readFormFields,
  readFormFile,
  readPendingForms,
  readPublicCustomerForm,
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
  FormFile,
  FormResponseAnswer,
  FormResponseInput,
  PendingFormEntry,
  PendingForms,
  PublicCustomerForm,
  SubmitFormResponseArgs,
} from './endpoints/customer-forms.js';
export {
  ownerFormFileUrl,
  ownerFormsApi,
  readOwnerForm,
  readOwnerFormResponse,
  useCreateOwnerFormMutation,
  useOwnerFormQuery,
  useOwnerFormResponseQuery,
  useOwnerFormResponsesInfiniteQuery,
  useOwnerFormsQuery,
  useRemoveOwnerFormMutation,
  useSendFormRequestMutation,
  useUpdateOwnerFormMutation,
} from './endpoints/owner-forms.js';
export type {
  CreateOwnerFormArgs,
  FormRequestBody,
  FormRequestSent,
  OwnerForm,
  OwnerFormArgs,
  OwnerFormInput,
  OwnerFormResponse,
  OwnerFormResponseArgs,
  OwnerFormResponseEntry,
  OwnerFormResponsePage,
  OwnerFormResponsesArgs,
  SendFormRequestArgs,
  UpdateOwnerFormArgs,
} from './endpoints/owner-forms.js';
export { orderFeedbackApi, useLeaveOrderFeedbackMutation, useOrderFeedbackQuery } from './endpoints/order-feedback.js';
export type { LeaveOrderFeedbackArgs, OrderFeedback, OrderFeedbackArgs, OrderFeedbackForm } from './endpoints/order-feedback.js';
export {
  readSubscriptionView,
  subscriptionsApi,
  useSubscriptionQuery,
  useUpdateSubscriptionCardMutation,
} from './endpoints/subscriptions.js';
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
  AppointmentDetailsBody,
  BookAppointmentArgs,
  BookBody,
  BookableService,
  BookableStaff,
  BookingDatesArgs,
  BookingInfo,
  BookingInfoArgs,
  BookingSelectionArgs,
  BookingSlotsArgs,
  Hold,
  HoldBody,
  HoldSlotArgs,
  PublicAppointment,
  PublicAppointmentArgs,
  PublicLocation,
  PublicSlot,
  ServiceTypeValue,
  SlotDates,
  SlotDay,
  StaffChoice,
} from './endpoints/booking.js';
export { unchecked } from './unchecked.js';
export type { Unchecked } from './unchecked.js';
// The request and answer types of the contracts (types only: the schemas live in `@vitrina/api-client/contracts`).
export type {
  AddGalleryImageBody,
  AssetVersions,
  BackupAction,
  BackupList,
  BackupVersion,
  BackupWithData,
  ChangedGalleryImage,
  ChatMessageBody,
  ChatMessagesQuery,
  ChatTokenHeaders,
  ClientCountry,
  DraftConflict,
  GalleryImageEntry,
  GalleryList,
  GalleryOrderBody,
  MessageChangeBody,
  MessageListQuery,
  MessagePage,
  PatchGalleryImageBody,
  RemoteData,
  ReorderedGallery,
  RestoredDraft,
  SaveDraftBody,
  SavedBusinessSettings,
  SavedDraft,
  StartChatBody,
  TrackingPixelParams,
  TrackingPixelQuery,
  UploadQuery,
  UploadedFile,
  UserProfileAnswer,
} from './contracts/index.js';
export {
  ownerAppointmentsApi,
  useCancelOwnerAppointmentMutation,
  useCreateOwnerAppointmentMutation,
  useOwnerAppointmentOptionsQuery,
  useOwnerAppointmentQuery,
  useOwnerAppointmentsQuery,
  useRescheduleOwnerAppointmentMutation,
  useSaveOwnerAppointmentNotesMutation,
} from './endpoints/owner-appointments.js';
export type {
  AppointmentNotesArgs,
  AppointmentOptions,
  CreateAppointmentArgs,
  NewAppointmentBody,
  OwnerAppointment,
  OwnerAppointmentArgs,
  OwnerAppointmentList,
  OwnerAppointmentRangeArgs,
  RescheduleAppointmentArgs,
  RescheduleBody,
} from './endpoints/owner-appointments.js';
