// Public surface of @vitrina/validation: the validators and yup schemas of spec §5. Every message is an
// i18n key of the `validation` namespace.

// Messages.
export { VALIDATION_MESSAGE_KEYS, VALIDATION_MESSAGES, isValidationMessageKey, type ValidationMessageKey } from './messages.js';

// Validators.
export { formatCardExpiry, isValidCardExpiry, parseCardExpiry } from './card/card-expiry.js';
export { isValidCardNumber, normalizeCardNumber } from './card/card-number.js';
export { isValidCvv } from './card/card-cvv.js';
export { passesLuhn } from './card/luhn.js';
export { isValidEmail } from './email.js';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  loadPasswordChecker,
  loadedPasswordChecker,
  passwordLengthProblem,
  passwordProblem,
  type PasswordChecker,
  type PasswordProblem,
} from './password.js';
export { isValidHyperlink } from './hyperlink.js';
export { locationSetupError, type LocationSetup } from './location-setup.js';
export { isAllowedMoneyKey, isAllowedMoneyPaste, isAllowedNumericKey, isAllowedNumericPaste } from './numeric-input.js';
export { isValidPhone } from './phone.js';
export { isValidPhoneFor } from './phone-by-country.js';
export { isValidPostalCode } from './postal-code.js';
export { plainText, storableText, stripTags } from './strip-tags.js';
export { RICH_TEXT_ALLOWLIST, isAllowedRichTextUrl, type RichTextTag } from './rich-text.js';

// Schemas.
// Typing a body or a form's values from a schema's (keys checked against it).
export type { Defaulted, HeldAsText, TypedAsText, WithField, Without } from './schemas/sent.js';
export { createAppointmentDetailsSchema } from './schemas/appointment-details.js';
export type { AppointmentDetailsOptions, AppointmentDetailsValues } from './schemas/appointment-details.js';
export { locationStepSchema, serviceTypeStepSchema, servicesStepSchema, staffStepSchema } from './schemas/appointment-steps.js';
export type { LocationStepValues, ServiceTypeStepValues, ServicesStepValues, StaffStepValues } from './schemas/appointment-steps.js';
export {
  BOOKING_CHANGE_POLICIES,
  BOOKING_REMINDERS,
  BUSINESS_NAME_MAX_LENGTH,
  DEFAULT_BOOKING_CHANGE_POLICY,
  DEFAULT_BOOKING_REMINDER,
  bookingChangeHours,
  bookingChangePolicyOf,
  bookingReminderHours,
  bookingReminderOf,
  businessSettingsSchema,
  hasAddress,
  isValidTimeZone,
  timeZoneNames,
  type BookingChangePolicy,
  type BookingReminder,
  type BusinessSettingsInput,
  type BusinessSettingsValues,
} from './schemas/business-settings.js';
export {
  BLOG_BODY_MAX_LENGTH,
  BLOG_DATE_CLOCK_SKEW_MS,
  BLOG_EXCERPT_MAX_LENGTH,
  BLOG_SEO_DESCRIPTION_MAX_LENGTH,
  BLOG_SEO_TITLE_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  blogPostSchema,
  type BlogPostInput,
  type BlogPostValues,
} from './schemas/blog-post.js';
export { cardSchema, createCardSchema, type CardValues } from './schemas/card.js';
export { CHAT_MESSAGE_MAX_LENGTH, CHAT_NAME_MAX_LENGTH, chatMessageSchema, chatVisitorSchema } from './schemas/chat-message.js';
export type { ChatMessageInput, ChatMessageValues, ChatVisitorInput, ChatVisitorValues } from './schemas/chat-message.js';
export { createClientSettingsSchema, radiusField } from './schemas/client-settings.js';
export type { ClientSettingsInput, ClientSettingsOptions, ClientSettingsValues } from './schemas/client-settings.js';
export { createContactUsSchema, type ContactUsInput, type ContactUsOptions, type ContactUsValues } from './schemas/contact-us.js';
export {
  CUSTOMER_EMAIL_MAX_LENGTH,
  CUSTOMER_NAME_MAX_LENGTH,
  CUSTOMER_NOTE_MAX_LENGTH,
  CUSTOMER_PHONE_MAX_LENGTH,
  createCustomerSchema,
} from './schemas/customer.js';
export type { CustomerInput, CustomerSchemaOptions, CustomerValues } from './schemas/customer.js';
export {
  FORM_DESCRIPTION_MAX_LENGTH,
  FORM_FIELD_ID_PATTERN,
  FORM_HELP_MAX_LENGTH,
  FORM_LABEL_MAX_LENGTH,
  FORM_LONG_TEXT_MAX_LENGTH,
  FORM_NAME_MAX_LENGTH,
  FORM_OPTION_MAX_LENGTH,
  FORM_TEXT_ANSWER_MAX_LENGTH,
  customerFormAnswersSchema,
  customerFormFieldSchema,
  customerFormSchema,
  type CustomerFormInput,
  type CustomerFormValues,
} from './schemas/customer-form.js';
export { isCalendarDate } from './schemas/fields.js';
export { FORM_REQUEST_EMAIL_MAX_LENGTH, FORM_REQUEST_NAME_MAX_LENGTH, formRequestSchema } from './schemas/form-request.js';
export type { FormRequestValues } from './schemas/form-request.js';
export { FEEDBACK_COMMENT_MAX, FEEDBACK_RATINGS, feedbackSchema, type FeedbackInput, type FeedbackValues } from './schemas/feedback.js';
export { hyperlinkPopupSchema, type HyperlinkPopupValues } from './schemas/hyperlink-popup.js';
export { locationSchema, type LocationInput, type LocationValues } from './schemas/location.js';
export { PROFILE_NAME_MAX_LENGTH, profileSchema, type ProfileInput, type ProfileValues } from './schemas/profile.js';
export { TEAM_EMAIL_MAX_LENGTH, TEAM_NAME_MAX_LENGTH, roleIdField, teamMemberSchema, teamRoleSchema } from './schemas/team-member.js';
export type { TeamMemberInput, TeamMemberValues, TeamRoleValues } from './schemas/team-member.js';
export { rejectReasonSchema, type RejectReasonValues } from './schemas/reject-reason.js';
export {
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  QUOTE_TEXT_MAX_LENGTH,
  createQuoteAmountSchema,
  quoteLineSchema,
  quoteSchema,
  type QuoteAmountValues,
  type QuoteLineValues,
  type QuoteValues,
} from './schemas/quote.js';
export { ORDER_NOTE_MAX_LENGTH, createRefundSchema, orderFulfillmentSchema } from './schemas/order-actions.js';
export type { OrderFulfillmentValues, RefundValues } from './schemas/order-actions.js';
export { SERVICE_AREA_MAX_RADIUS_MILES, ownerServiceAreaSchema, serviceAreaSchema } from './schemas/service-area.js';
export type { OwnerServiceAreaInput, OwnerServiceAreaValues, ServiceAreaValues } from './schemas/service-area.js';
export {
  colorField,
  isValidStoreLink,
  priceField,
  sectionPopupSchema,
  serviceInfoSchema,
  servicePopupSchema,
  storePopupSchema,
  type SectionPopupValues,
  type ServiceInfoValues,
  type ServicePopupValues,
  type StorePopupValues,
} from './schemas/section-popups.js';
export {
  LINKED_NAV_ITEMS,
  aboutImagePopupSchema,
  aboutPopupSchema,
  footerPopupSchema,
  headerPopupSchema,
  heroPopupSchema,
  imageUrlField,
  logoPopupSchema,
  menuLinkPopupSchema,
  createSiteConfigPopupSchema,
  socialLinksSchema,
  type AboutImagePopupValues,
  type AboutPopupValues,
  type FooterPopupValues,
  type HeaderPopupValues,
  type HeroPopupValues,
  type LinkedNavItem,
  type LogoPopupValues,
  type MenuLinkPopupValues,
  type SiteConfigPopupOptions,
  type SiteConfigPopupValues,
  type SocialLinksValues,
} from './schemas/site-popups.js';
export { siteDataSaveSchema, type SiteDataSaveValues } from './schemas/site-data-save.js';
export { servicesSelectionSchema, type ServicesSelectionValues } from './schemas/services-selection.js';
export {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SKU_MAX_LENGTH,
  PRODUCT_STOCK_MAX,
  PRODUCT_VARIANTS_MAX,
  PRODUCT_VARIANT_KINDS,
  VARIANT_NAME_MAX_LENGTH,
  productSchema,
  productVariantSchema,
  variantSlug,
  type ProductInput,
  type ProductValues,
  type ProductVariantInput,
  type ProductVariantKind,
  type ProductVariantValues,
} from './schemas/product.js';
export { isValidTaxRate, orderedPaymentCountries, storeSettingsSchema } from './schemas/store-settings.js';
export { DISCOUNT_CODE_KINDS, DISCOUNT_LIMIT_MAX, DISCOUNT_TARGETS_MAX, discountCodeSchema } from './schemas/discount-code.js';
export type { DiscountCodeInput, DiscountCodeKind, DiscountCodeValues } from './schemas/discount-code.js';
export { DASHBOARD_PERIOD_MAX_DAYS, dashboardPeriodSchema, daysInPeriod } from './schemas/dashboard-period.js';
export type { DashboardPeriodValues } from './schemas/dashboard-period.js';
export type { StoreSettingsInput, StoreSettingsValues } from './schemas/store-settings.js';
export { createShippingInformationSchema } from './schemas/shipping-information.js';
export type { ShippingInformationOptions, ShippingInformationValues } from './schemas/shipping-information.js';
export {
  MEETING_URL_MAX_LENGTH,
  SERVICE_BUFFER_MAX,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_DURATION_MAX,
  SERVICE_DURATION_MIN,
  SERVICE_IMAGES_MAX,
  SERVICE_NAME_MAX_LENGTH,
  bookableServiceSchema,
  isValidMeetingUrl,
  type BookableServiceInput,
  type BookableServiceValues,
} from './schemas/bookable-service.js';
export {
  STAFF_NAME_MAX_LENGTH,
  STAFF_TITLE_MAX_LENGTH,
  isLocalDateTime,
  minuteOfTime,
  staffBreakRowSchema,
  staffHoursRowSchema,
  staffMemberSchema,
  staffTimeOffRowSchema,
  timeOfMinute,
  type StaffHoursRowValues,
  type StaffMemberInput,
  type StaffMemberValues,
  type StaffTimeOffRowValues,
} from './schemas/staff-member.js';
export { validatePayload, type ValidatePayloadOptions, type ValidationResult } from './validate-payload.js';
export { validatePayloadAsync } from './validate-payload-async.js';
export { MAX_PAYLOAD_DEPTH, payloadTooDeep } from './payload-depth.js';
export {
  SIGNUP_ABOUT_MAX_LENGTH,
  SIGNUP_HERO_MAX_LENGTH,
  SIGNUP_LANGUAGES,
  SIGNUP_NAME_MAX_LENGTH,
  SIGNUP_PASSWORD_MAX_LENGTH,
  SIGNUP_PASSWORD_MIN_LENGTH,
  SIGNUP_SERVICES_MAX,
  SIGNUP_SERVICE_NAME_MAX_LENGTH,
  SIGNUP_STEP_SCHEMAS,
  SIGNUP_TAGLINE_MAX_LENGTH,
  signupAccountSchema,
  signupBusinessSchema,
  signupLocationSchema,
  signupLookSchema,
  signupSchema,
  signupServiceSchema,
  signupServicesSchema,
  signupTemplateSchema,
  subdomainField,
  wizardPreviewSchema,
  type SignupInput,
  type SignupLanguage,
  type SignupService,
  type SignupStep,
  type SignupValues,
  type WizardPreviewInput,
  type WizardPreviewValues,
} from './schemas/signup.js';
