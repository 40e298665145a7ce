// Business constants of spec §9 (and the enumerations of §2, §3, §6) as one typed source.

/** Plans (spec §1). `freemium` is the free, preview-only tier. */
export const PLAN_SLUGS = ['freemium', 'starter', 'business', 'premium', 'enterprise'] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];
export const PAID_PLAN_SLUGS = ['starter', 'business', 'premium', 'enterprise'] as const satisfies readonly PlanSlug[];

/** language_id of client and employee (spec §3, §4 "Admin entry"). */
export const LANGUAGE_IDS = { en: 1, es: 2 } as const;
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** i18next fallback language (spec §9 "fallback es"). */
export const FALLBACK_LOCALE: Locale = 'es';

/** Employee roles (spec §6). Only ADMIN may use the site editor. */
export const ROLE_IDS = { ADMIN: 1, MANAGER: 3, EMPLOYEE: 4 } as const;
export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS];
export const EMPLOYEE_ROLE_IDS: readonly RoleId[] = [1, 3, 4];

/** Service types (spec §2). */
export const SERVICE_TYPES = { storeFront: 0, mobile: 1, virtual: 2 } as const;
export type ServiceType = (typeof SERVICE_TYPES)[keyof typeof SERVICE_TYPES];

/** Appointment wizard steps, in spec §2 order. */
export const APPOINTMENT_STEPS = [
  'ServiceType',
  'SelectLocation',
  'SelectService',
  'SelectEmployee',
  'SelectDateAndTime',
  'ConfirmSlot',
  'DetailsFrom',
  'ConfirmationSuccess',
  'SelectStaff',
] as const;
export type AppointmentStep = (typeof APPOINTMENT_STEPS)[number];

/** Employee booking steps (spec §2). */
export const EMPLOYEE_BOOKING_STEPS = ['SelectDateAndSlot', 'DetailFormForEmployee', 'EmployeeBookingSuccess'] as const;
export type EmployeeBookingStep = (typeof EMPLOYEE_BOOKING_STEPS)[number];

/** Section names (spec §3). */
export const SECTION_NAMES = [
  'hero',
  'about',
  'service',
  'location',
  'store',
  'storeContainerSection',
  'footer',
  'header',
  'gallery',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** Variant type ids (spec §3). */
export const VARIANT_TYPE_IDS = { color: 1, size: 2 } as const;
/** The variant types an owner chooses among for a product, in the order a product page asks. */
export const CHOSEN_VARIANT_TYPES = ['color', 'size', 'wurkzen_custom_variant'] as const;
/** Every variant type: the chosen ones and `default`, the single variant of a product without choices. */
export const VARIANT_TYPES = [...CHOSEN_VARIANT_TYPES, 'default'] as const;
/** The variant kinds the product form offers; `none` is the product's single default variant. */
export const PRODUCT_VARIANT_KINDS = ['none', ...CHOSEN_VARIANT_TYPES] as const;
export type VariantType = (typeof VARIANT_TYPES)[number];

/** Subscription recurrence (spec §3, §9). */
export const RECURRENCES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/** Image upload kinds (spec §9). */
export const UPLOAD_KINDS = ['logo', 'favicon', 'asset_image', 'gallery'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Section move directions (spec §9). */
export type MoveDirection = 'up' | 'down';

/** Timing (spec §9). */
export const TRACKING_SEND_DELAY_MS = 3000;
export const SCROLL_DURATION_MS = 250;
export const SCROLL_OFFSET_PX = -70;

/** Mobile service radius default in miles (spec §9). */
export const DEFAULT_SERVICE_RADIUS_MILES = 50;

/** Breakpoints in px (spec §9): xs below 576; mobile view is below md. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Defaults (spec §3, §9). */
export const DEFAULT_SHIPPING_RATE = '0';
export const DEFAULT_TAX_RATE = '0';
export const DEFAULT_SERVICE_SECTION_STYLE = 'carousel';
export const DEFAULT_PRIMARY_COLOR = '#000000';
export const PERCENT_SIGN = '%';

/** Tracking cookie (spec §9). */
export const UTM_COOKIE_NAME = 'utm_params';
export const UTM_COOKIE_DAYS = 30;
export const UTM_COOKIE_PATH = '/';
export const TRACKED_PARAMETERS = [
  'fbclid',
  'campaign_id',
  'ad_id',
  'adset_id',
  'dclid',
  'msclkid',
  'placement',
  'referrer',
  'pixel_id',
  'adgroup_id',
  'ttclid',
  'creative_id',
  'gclid',
  'li_fat_id',
  'trk',
  'trkInfo',
] as const;

/** Template 1 is the placeholder template (spec §4). */
export const PLACEHOLDER_TEMPLATE_ID = 1;

/** Local-storage key of the products cart (spec §3). */
export const CART_STORAGE_KEY = 'cart';
export const SERVICES_CART_STORAGE_KEY = 'services_cart';
