// The contact-us messages' service (issue 27): the only code that writes contact_messages. A visitor's
// message is read here as the API accepts it (spec §3 "Contact-us form", §5): the shared yup schema (tags
// stripped, trimmed, e-mail and the business country's phone rule), plus length bounds and text that
// Postgres can store; then stored. The back office's read/archive change is one transaction with its audit
// entry. None of this changes what a public page shows (no cache dropped); a visitor's message records
// ContactMessageReceived (issue 28: the owners are e-mailed it).
import type { Client, ContactUsForm } from '@vitrina/core-model';
import { VALIDATION_MESSAGES, createContactUsSchema, validatePayload } from '@vitrina/validation';
import type { ValidationMessageKey } from '@vitrina/validation';
import type { AppContext } from '../../app-context.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import { ApiError } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { safeTextFields } from '../../services/public-text.js';
import { insertContactMessage, listMessages, updateMessage } from './messages-repository.js';
import type { ContactMessageRecord, MessageChange, MessagePage, MessageQuery, StoredContactMessage } from './messages-repository.js';

/** Longest accepted values (after tags are stripped); longer ones are `validation:invalid.value`. */
export const CONTACT_LIMITS: Readonly<Record<keyof ContactUsForm, number>> = { name: 200, email: 254, phone: 40, message: 5000 };

export type ContactResult =
  { ok: true; value: ContactUsForm } | { ok: false; message: string; fields: Partial<Record<keyof ContactUsForm, ValidationMessageKey>> };

/** `country`: the business's (two-letter code), whose phone rule the phone follows (issue 26). */
export function readContactMessage(body: unknown, country: string | undefined): ContactResult {
  const result = validatePayload(createContactUsSchema({ country }), safeTextFields(body, ['message']));
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  const fields: Partial<Record<keyof ContactUsForm, ValidationMessageKey>> = {};
  for (const key of Object.keys(CONTACT_LIMITS) as (keyof ContactUsForm)[]) {
    if (result.value[key].length > CONTACT_LIMITS[key]) fields[key] = VALIDATION_MESSAGES.invalid.value;
  }
  if (Object.keys(fields).length > 0) return { ok: false, message: VALIDATION_MESSAGES.forms.completeRequired, fields };
  return { ok: true, value: result.value };
}

/** Stores a visitor's message to the client; 400 `invalid_request` with the fields when it is not valid. */
export async function sendContactMessage(ctx: AppContext, client: Client, body: unknown): Promise<StoredContactMessage> {
  const form = readContactMessage(body, client.country?.country_code);
  if (!form.ok) throw new ApiError(400, 'invalid_request', form.message, form.fields);
  // The message and its ContactMessageReceived event (the owners' e-mail) commit together.
  const { result } = await changeWithEvents(
    ctx,
    null,
    (tx) => insertContactMessage(tx, client.id, form.value),
    (stored) => [{ type: 'ContactMessageReceived', clientId: client.id, messageId: stored.id }],
  );
  return result;
}

export function messagePage(ctx: AppContext, clientId: number, query: MessageQuery): Promise<MessagePage> {
  return listMessages(ctx.database.db, clientId, query);
}

const messageNotFound = () => new ApiError(404, 'message_not_found', 'There is no such message');

/**
 * Marks the client's message read/unread and/or archived/unarchived, with its audit entry, in one
 * transaction (a change whose entry cannot be written is not made); 404 `message_not_found`.
 */
export async function changeMessage(
  ctx: Pick<AppContext, 'database'>,
  by: Pick<OwnerChanger, 'clientId' | 'actor'>,
  messageId: number,
  change: MessageChange,
): Promise<ContactMessageRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const message = await updateMessage(tx, by.clientId, messageId, change, by.actor);
    if (!message) throw messageNotFound();
    return message;
  });
}
