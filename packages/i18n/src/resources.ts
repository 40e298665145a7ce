// All resources, inline: the i18next instance initialises synchronously (no backend, SSR-safe).
import { booking as enBooking } from './locales/en/booking.js';
import { commerce as enCommerce } from './locales/en/commerce.js';
import { discounts as enDiscounts } from './locales/en/discounts.js';
import { documents as enDocuments } from './locales/en/documents.js';
import { common as enCommon } from './locales/en/common.js';
import { editor as enEditor } from './locales/en/editor.js';
import { errors as enErrors } from './locales/en/errors.js';
import { forms as enForms } from './locales/en/forms.js';
import { mail as enMail } from './locales/en/mail.js';
import { manage as enManage } from './locales/en/manage.js';
import { sections as enSections } from './locales/en/sections.js';
import { signup as enSignup } from './locales/en/signup.js';
import { status as enStatus } from './locales/en/status.js';
import { ui as enUi } from './locales/en/ui.js';
import { validation as enValidation } from './locales/en/validation.js';
import { booking as esBooking } from './locales/es/booking.js';
import { commerce as esCommerce } from './locales/es/commerce.js';
import { discounts as esDiscounts } from './locales/es/discounts.js';
import { documents as esDocuments } from './locales/es/documents.js';
import { common as esCommon } from './locales/es/common.js';
import { editor as esEditor } from './locales/es/editor.js';
import { errors as esErrors } from './locales/es/errors.js';
import { forms as esForms } from './locales/es/forms.js';
import { mail as esMail } from './locales/es/mail.js';
import { manage as esManage } from './locales/es/manage.js';
import { sections as esSections } from './locales/es/sections.js';
import { signup as esSignup } from './locales/es/signup.js';
import { status as esStatus } from './locales/es/status.js';
import { ui as esUi } from './locales/es/ui.js';
import { validation as esValidation } from './locales/es/validation.js';
import type { Translation } from './locales/translation.js';

/** English is the source language: its shape defines every key (and the typed `t`). */
export const en = {
  common: enCommon,
  status: enStatus,
  errors: enErrors,
  sections: enSections,
  booking: enBooking,
  commerce: enCommerce,
  forms: enForms,
  editor: enEditor,
  manage: enManage,
  validation: enValidation,
  ui: enUi,
  signup: enSignup,
  mail: enMail,
  discounts: enDiscounts,
  documents: enDocuments,
} as const;

export type Resources = typeof en;
export type Namespace = keyof Resources;

/** Spanish must have exactly the English keys (checked here for all namespaces, and per file). */
export const es = {
  common: esCommon,
  status: esStatus,
  errors: esErrors,
  sections: esSections,
  booking: esBooking,
  commerce: esCommerce,
  forms: esForms,
  editor: esEditor,
  manage: esManage,
  validation: esValidation,
  ui: esUi,
  signup: esSignup,
  mail: esMail,
  discounts: esDiscounts,
  documents: esDocuments,
} as const satisfies Translation<Resources>;

export const resources = { en, es } as const;

export const NAMESPACES = Object.keys(en) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
