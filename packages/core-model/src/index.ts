// Public surface of @vitrina/core-model: spec §3 entity types, the pure rules of §2 §4 §6 §9,
// constants and reference data. Explicit names only (CONVENTIONS "Public surface").

// Constants (spec §9 and the enumerations of §2, §3, §6).
export {
  APPOINTMENT_STEPS,
  CART_STORAGE_KEY,
  DEFAULT_LOCALE,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SERVICE_RADIUS_MILES,
  DEFAULT_SHIPPING_RATE,
  DEFAULT_TAX_RATE,
  EMPLOYEE_BOOKING_STEPS,
  EMPLOYEE_ROLE_IDS,
  FALLBACK_LOCALE,
  LANGUAGE_IDS,
  LOCALES,
  PERCENT_SIGN,
  PLACEHOLDER_TEMPLATE_ID,
  RECURRENCES,
  ROLE_IDS,
  SCROLL_DURATION_MS,
  SCROLL_OFFSET_PX,
  SECTION_NAMES,
  SERVICE_TYPES,
  SERVICES_CART_STORAGE_KEY,
  TRACKED_PARAMETERS,
  TRACKING_SEND_DELAY_MS,
  UPLOAD_KINDS,
  UTM_COOKIE_DAYS,
  UTM_COOKIE_NAME,
  UTM_COOKIE_PATH,
  VARIANT_TYPE_IDS,
  VARIANT_TYPES,
  CHOSEN_VARIANT_TYPES,
  PRODUCT_VARIANT_KINDS,
  type AppointmentStep,
  type EmployeeBookingStep,
  type Locale,
  type MoveDirection,
  type PlanSlug,
  type Recurrence,
  type RoleId,
  type SectionName,
  type ServiceType,
  type UploadKind,
  type VariantType,
} from './constants.js';

// Entities (spec §3).
export { readBuilderData, type BuilderData, type BuilderService } from './model/builder-data.js';
export type { BookingType, Product, Service, Variant } from './model/catalog.js';
export { clientContactNumber, defaultClient } from './model/client.js';
export type { Client, ClientAddress, ClientCountry, LanguageId, NumericFlag } from './model/client.js';
export { defaultEcommerceSettings, type CartLine, type EcommerceSettings, type ServicesCartLine } from './model/commerce.js';
export { emptyAppointmentDetails, emptyCardFields, emptyContactUsForm, emptyPostalAddress, emptyShippingFields } from './model/forms.js';
export type { AppointmentDetails, CardFields, ContactUsForm, PostalAddress, ShippingFields } from './model/forms.js';
export {
  FORM_FIELD_TYPES,
  FORM_MAX_FIELDS,
  FORM_MAX_FILES_PER_FIELD,
  FORM_MAX_OPTIONS,
  FORM_REQUEST_UPLOAD_MAX_BYTES,
  FORM_UPLOAD_MAX_BYTES,
  FORM_UPLOAD_MIME_TYPES,
  FORM_UPLOAD_UNATTACHED_HOURS,
  type CustomerFormAnswer,
  type CustomerFormField,
  type FormFieldType,
} from './model/customer-forms.js';
export type { BlogPost, BlogState, GalleryImage } from './model/gallery.js';
export type { Location, ServiceArea, TrackingRecord } from './model/location.js';
export type { Employee, LoginUser } from './model/login-user.js';
export { defaultMainSiteVariables } from './model/main-site-variables.js';
export type {
  LogoPreference,
  MainSiteVariables,
  MobileLocationDisplay,
  SeoSettings,
  ServiceSectionStyle,
} from './model/main-site-variables.js';
export { migrateSiteData } from './model/migrate-site-data.js';
export { NAV_ITEM_TYPES, SOCIAL_NETWORKS, defaultNav } from './model/nav.js';
export type { NavItem, NavItemType, SocialLinks, SocialNetwork } from './model/nav.js';
export { ORDER_KINDS, ORDER_STATUSES } from './model/order.js';
export type { BillTo, OrderDisplay, OrderKind, OrderLine, OrderStatus, OrderSubscription } from './model/order.js';
export { defaultLocationInfo, defaultSection, type LocationInfo, type Section, type ServiceInfo } from './model/section.js';
export { SITE_DATA_SCHEMA_VERSION, defaultSiteData, defaultTemplateRef, type SiteData, type TemplateRef } from './model/site-data.js';

// Money (spec §5 "Money display", §9 default currency): one ISO 4217 code per business, integer minor units,
// one rounding rule, one formatter.
export {
  DEFAULT_CURRENCY,
  currencyCodes,
  currencyForCountry,
  currencyMinorDigits,
  currencySymbol,
  isCurrencyCode,
  knownCurrency,
} from './money/currency.js';
export { formatMoney } from './money/format-money.js';
export { MINOR_UNIT_DIGITS, fromMinorUnits, multiplyMinor, roundMinor, toMinorUnits } from './money/minor-units.js';
export type { MinorUnits, MoneyAmount } from './money/minor-units.js';
export { decimalMarkOf, moneyInputIn, parseMoneyInput, parseMoneyInputIn, plainMoneyInput } from './money/parse-money-input.js';

// Rules (spec §2, §4, §6, §9).
export { ACCESS_DENIED_PATH, EDITOR_AREA_PATHS, isEditorPath } from './rules/access-denied.js';
export { BACK_OFFICE_SCREENS, backOfficeScreens, canUseScreen, isBackOfficeScreen } from './rules/back-office-rights.js';
export type { BackOfficeScreen } from './rules/back-office-rights.js';
export { isMobileView } from './rules/breakpoint.js';
export { chatUnavailableReason, isChatAvailable } from './rules/chat-availability.js';
export type { ChatClient, ChatUnavailableReason, ChatView } from './rules/chat-availability.js';
export { editorAccessFor, languageForEmployee, parseSubject, type Subject } from './rules/editor-access.js';
export { parseFileSize } from './rules/file-size.js';
export { isFreemium, type FreemiumClient } from './rules/freemium.js';
export { DEFAULT_LOW_STOCK_THRESHOLD, isLowStock, lowStockThresholdOf, type LowStockFacts } from './rules/low-stock.js';
export { resolveLink } from './rules/link.js';
export { isPhysicalLocation, locationDesign, missingLocationSetup } from './rules/location-design.js';
export { NAV_URL_ITEMS, NAV_URL_TARGETS, resolveNavTarget, sectionAnchorId } from './rules/nav-target.js';
export type { NavTarget, NavUrlField, NavUrlItem } from './rules/nav-target.js';
export { normalizeHost, parseHostHeader } from './rules/normalize-host.js';
export { hasOtherParameters, PAGE_CLIENT_HEADER, pageQuery } from './rules/page-query.js';
export { FEATURE_PLANS, disabledMessageKey, featureForRoute, isRouteAllowed } from './rules/plan-gating.js';
export type { DisabledMessageKey, GatedFeature } from './rules/plan-gating.js';
export { ASSET_PATH_PREFIX, clientAssetKey, clientAssetPrefixes } from './rules/client-asset.js';
export { detectPreview, withPreviewQuery, type ImagePreview } from './rules/preview.js';
export { OPEN_PREFIX, OPEN_TWIN_ROUTES, PUBLIC_ROUTES, matchRoute, openTwinPath, type RouteId, type RouteMatch } from './rules/routes.js';
export { canonicalHost, decideSiteEntry, siteHostsOf } from './rules/site-entry.js';
export { sectionDisplayOrder, sortSections } from './rules/section-order.js';
export { serviceRadiusMiles } from './rules/service-radius.js';
export { SLUG_MAX_LENGTH, SLUG_PATTERN, isValidSlug, slugFollows, slugify } from './rules/slug.js';
export { DISCOUNT_CODE_MAX_LENGTH, isValidDiscountCode } from './rules/discount-code.js';
export { PRODUCT_PATH_LABELS, RESERVED_SUBDOMAINS, RESERVED_SUBDOMAIN_GROUPS } from './rules/reserved-subdomains.js';
export { SUBDOMAIN_MAX_LENGTH, SUBDOMAIN_MIN_LENGTH, normalizeSubdomain, subdomainProblem, suggestSubdomain } from './rules/subdomain.js';
export type { SubdomainProblem } from './rules/subdomain.js';
export { STORE_SECTION_BG_COLOR, STORE_SECTION_INNER_BG_COLOR, ensureStoreSection } from './rules/store-section.js';
export { previewSiteData } from './rules/builder-preview.js';
export {
  SIGNUP_PLAN_SLUG,
  SIGNUP_TRIAL_DAYS,
  countryTimeZone,
  signupPriceCents,
  signupServiceType,
  signupSiteData,
  signupTrialEndsAt,
  wizardBuilderData,
  type GeoPoint,
  type SignupSiteInput,
} from './rules/signup-site.js';
export { builderDataFromSite } from './rules/builder-data-from-site.js';
export { adoptTemplate } from './rules/adopt-template.js';
export { isTemplateOnly, mergeTemplate, mergeTemplateVariables } from './rules/template-merge.js';
export { themeFontForTemplate, themeFontStack } from './rules/theme-font.js';
export { campaignParamsOfCookie, isTrackedParameter, keptCampaignParams, trackedCampaignParams } from './rules/tracked-params.js';
export { decryptTrackingPayload, encryptTrackingPayload, isTrackingUuid } from './rules/tracking-cipher.js';
export { UPLOAD_SIZE_LIMITS, uploadLimitBytes } from './rules/upload-limits.js';
export { SITE_DATA_LIMITS, siteDataCountViolations, siteDataLimitViolations } from './rules/site-data-limits.js';
export type { SiteDataLimitKind, SiteDataLimitViolation } from './rules/site-data-limits.js';
export { DEFAULT_BUSINESS_ZONE, businessTimeZone } from './rules/business-time-zone.js';
export { KM_PER_MILE, distanceInUnit, distanceUnitOf, milesFromUnit, type DistanceUnit } from './rules/distance-unit.js';
export { stockState, type StockState } from './rules/stock-state.js';

// Reference data (spec §3, §9).
export { COUNTRIES, countriesFor, countriesSortedByName, countryByCode, countryNameIn } from './reference/countries.js';
export type { Country, CountryRecord } from './reference/countries.js';
export type { SignupAnswers, SignupServiceAnswer, WizardPreviewAnswers } from './model/signup.js';
export { INDUSTRIES, industryById, type Industry } from './reference/industries.js';
export { PAYMENT_COUNTRY_CODES, isPaymentCountry, type PaymentCountryCode } from './reference/payment-countries.js';
export { PLACEHOLDER_TEMPLATE, withTemplateColors, type TemplateData, type TemplateSectionColors } from './reference/templates.js';
export { US_STATES, usStateByAbbreviation, type UsState } from './reference/us-states.js';
export { US_STATE_CHOICES, countryChoices, type AddressChoice } from './reference/address-choices.js';
export { STAFF_MAIL_KINDS, isStaffMailKind, wantsStaffMail, type StaffMailKind } from './rules/staff-mail.js';
export {
  addCalendarDays,
  dayStartInZone,
  daysOf,
  resolveDashboardPeriod,
  localToday,
  zoneOffsetMinutes,
} from './rules/dashboard-period.js';
export type { CalendarRange, DashboardPeriodName, ResolvedDashboardPeriod, ZonedRange } from './rules/dashboard-period.js';
