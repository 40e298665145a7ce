// The back office's endpoints (`@vitrina/api-client/back-office`): the owner screens of /manage and the
// editor's account parts. Only the editor loads them; the public site's bundle never names them.
export { messagesApi, useContactMessagesInfiniteQuery, useUpdateContactMessageMutation } from './endpoints/messages.js';
export { mailApi, useResendMailMutation, useSentMailInfiniteQuery, useSentMailMessageQuery } from './endpoints/mail.js';
export type {
  SentMail,
  SentMailAbout,
  SentMailArgs,
  SentMailFilterStatus,
  SentMailListArgs,
  SentMailPageView,
  SentMailStatus,
  SentMailSummary,
} from './endpoints/mail.js';
export { settingsApi, useBusinessSettingsQuery, useSaveBusinessSettingsMutation } from './endpoints/settings.js';
export type {
  BusinessAddress,
  BusinessSettings,
  BusinessSettingsInput,
  SaveBusinessSettingsArgs,
  SavedSettings,
} from './endpoints/settings.js';
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
export { dashboardQueryOf, insightsApi, useDashboardQuery } from './endpoints/insights.js';
export type {
  CountFigure,
  DashboardAnswer,
  DashboardArgs,
  DashboardCampaignRow,
  DashboardDay,
  DashboardFigures,
  DashboardPeriodKind,
  DashboardRange,
  DashboardStaffRow,
  DashboardTopRow,
  MoneyFigure,
  RateFigure,
} from './endpoints/insights.js';
export { ownerDocumentUrl } from './endpoints/documents.js';
export {
  customerExportUrl,
  customersApi,
  useChangeCustomerMutation,
  useCustomerQuery,
  useCustomersInfiniteQuery,
  useImportCustomersMutation,
  usePreviewCustomerImportMutation,
} from './endpoints/customers.js';
export type {
  ChangeCustomerArgs,
  CustomerArgs,
  CustomerChangeBody,
  CustomerFilter,
  CustomerImportArgs,
  CustomerImportPreview,
  CustomerImportResult,
  CustomerImportRow,
  CustomerListArgs,
  CustomerPage,
  CustomerRecord,
  CustomerSort,
  CustomerSummary,
} from './endpoints/customers.js';
export {
  customerMergesApi,
  useCustomerMergePreviewQuery,
  useMergeCustomersMutation,
  useUndoCustomerMergeMutation,
} from './endpoints/customer-merges.js';
export type {
  CustomerMerge,
  CustomerMergeArgs,
  CustomerMergeCounts,
  CustomerMergeFill,
  CustomerMergePreview,
  CustomerMergeUndone,
  UndoCustomerMergeArgs,
} from './endpoints/customer-merges.js';
export {
  teamApi,
  useAddTeamMemberMutation,
  useChangeTeamRoleMutation,
  useRemoveTeamInviteMutation,
  useRemoveTeamMemberMutation,
  useResendTeamInvitationMutation,
  useTeamInfiniteQuery,
} from './endpoints/team.js';
export type {
  AddTeamMemberArgs,
  AddedMember,
  ChangeTeamRoleArgs,
  RemoveTeamInviteArgs,
  RemoveTeamMemberArgs,
  ResendTeamInvitationArgs,
  TeamMember,
  TeamMemberStatus,
  TeamPage,
  TeamRoleId,
} from './endpoints/team.js';
export { teamInvitesApi, useAcceptOwnInviteMutation, useDeclineOwnInviteMutation, useOwnInvitesQuery } from './endpoints/team-invites.js';
export type { AcceptedOwnInvite, OwnInvite, OwnInviteArgs } from './endpoints/team-invites.js';
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
  OwnerOrderAction,
  OwnerOrderArgs,
  OwnerOrderListArgs,
  OwnerOrderPage,
  OwnerOrderSummary,
  RefundOrderArgs,
} from './endpoints/owner-orders.js';
export {
  ownerQuotesApi,
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
export type { OwnerStaffArgs, SaveOwnerStaffArgs, UpdateOwnerStaffArgs } from './endpoints/owner-staff.js';
export {
  ownerProductsApi,
  useCreateOwnerProductMutation,
  useDeleteOwnerProductMutation,
  useOwnerProductQuery,
  useOwnerProductsInfiniteQuery,
  useUpdateOwnerProductMutation,
} from './endpoints/owner-products.js';
export type { OwnerProductArgs, OwnerProductListArgs, SaveOwnerProductArgs, UpdateOwnerProductArgs } from './endpoints/owner-products.js';
export {
  ownerLocationsApi,
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
  ownerFormFileUrl,
  ownerFormsApi,
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
export {
  ownerAppointmentsApi,
  useCancelOwnerAppointmentMutation,
  useCreateOwnerAppointmentMutation,
  useOwnerAppointmentOptionsQuery,
  useOwnerAppointmentQuery,
  useOwnerAppointmentsQuery,
  useRescheduleOwnerAppointmentMutation,
  useSaveOwnerAppointmentNotesMutation,
  useSetOwnerAppointmentNoShowMutation,
} from './endpoints/owner-appointments.js';
export type {
  AppointmentNoShowArgs,
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
// The request and answer types of the contracts the screens read (the schemas live in `@vitrina/api-client/contracts`).
export type {
  OwnerProductEntry,
  OwnerProductFilter,
  OwnerProductInput,
  OwnerProductPage,
  OwnerProductSummary,
  OwnerStaffBreak,
  OwnerStaffHours,
  OwnerStaffInput,
  OwnerStaffMember,
  OwnerStaffOptions,
  OwnerStaffSummary,
  OwnerStaffTimeOff,
  OwnerVariant,
  OwnerVariantInput,
} from './contracts/index.js';
export {
  ownerDiscountsApi,
  useCreateOwnerDiscountCodeMutation,
  useOwnerDiscountCodeQuery,
  useOwnerDiscountCodesQuery,
  useOwnerDiscountUsesQuery,
  usePauseOwnerDiscountCodeMutation,
  useUpdateOwnerDiscountCodeMutation,
} from './endpoints/owner-discounts.js';
export type {
  OwnerDiscountCode,
  OwnerDiscountCodeArgs,
  OwnerDiscountCodeInput,
  OwnerDiscountUse,
  OwnerDiscountUses,
  PauseOwnerDiscountCodeArgs,
  SaveOwnerDiscountCodeArgs,
  UpdateOwnerDiscountCodeArgs,
} from './endpoints/owner-discounts.js';
export {
  customerPortalLinkApi,
  useResetCustomerPortalLinkMutation,
  useSendCustomerPortalLinkMutation,
} from './endpoints/customer-portal-link.js';
export type { CustomerPortalLinkArgs } from './endpoints/customer-portal-link.js';
