// Customer forms (issue 15; spec §2 /forms/customer/…; §5 "Forms: complete all required fields before
// continuing"): what the owner's form builder makes and the customer's form page shows. Shared by the API,
// the back office and the site.

/** Text, long text, a choice of options, a checkbox, a date, a file upload. */
export const FORM_FIELD_TYPES = ['text', 'long_text', 'choice', 'checkbox', 'date', 'file'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface CustomerFormField {
  /** Stable within the form (answers are keyed by it): letters, digits, `-` and `_`, up to 40. */
  id: string;
  type: FormFieldType;
  label: string;
  /** Help text under the label ('' for none). */
  help: string;
  required: boolean;
  /** The choices of a `choice` field (2 to FORM_MAX_OPTIONS); [] for every other type. */
  options: string[];
}

/** An answer as stored and sent: text / option / ISO date as a string, a checkbox as a boolean, upload ids of a file field. */
export type CustomerFormAnswer = string | boolean | string[];

export const FORM_MAX_FIELDS = 40;
export const FORM_MAX_OPTIONS = 20;
/** One uploaded file at most (10 MiB); a file field takes up to FORM_MAX_FILES_PER_FIELD files. */
export const FORM_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const FORM_MAX_FILES_PER_FIELD = 5;
/**
 * All the files uploaded for one form request, kept or not (issue 25): 50 MiB, five full-size files or many
 * photos with retries. Past it the upload is refused (413 upload_quota) until the form is sent.
 */
export const FORM_REQUEST_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** An upload never attached to a sent form is deleted (its row and its bytes) this long after it came. */
export const FORM_UPLOAD_UNATTACHED_HOURS = 24;
/** What a customer may upload: documents and pictures (checked by content, not by name, on the server). */
export const FORM_UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'text/plain'] as const;
