// The messages the business's own people get (issue 28 "Staff and owner"): each person chooses which of
// these they receive (their profile screen); every kind is on until they turn it off. Customers' messages
// (receipts, confirmations, links) are not a choice: they are part of the service.

export const STAFF_MAIL_KINDS = [
  'new_order',
  'new_booking',
  'booking_cancelled',
  'new_contact_message',
  'new_quote_request',
  'form_answered',
  'payment_failed',
] as const;

export type StaffMailKind = (typeof STAFF_MAIL_KINDS)[number];

export function isStaffMailKind(value: unknown): value is StaffMailKind {
  return typeof value === 'string' && (STAFF_MAIL_KINDS as readonly string[]).includes(value);
}

/** Whether a person who turned off `optOuts` gets a message of `kind` (unknown opt-outs are ignored). */
export function wantsStaffMail(optOuts: readonly string[], kind: StaffMailKind): boolean {
  return !optOuts.includes(kind);
}
