// Request bodies of the chat routes, checked with the schemas the widget uses (@vitrina/validation):
// plain text (tags stripped, trimmed, spec §5), field errors as validation i18n keys.
import { chatMessageSchema, chatVisitorSchema, validatePayload } from '@vitrina/validation';
import type { ChatMessageValues, ChatVisitorValues, ValidationResult } from '@vitrina/validation';
import { ApiError } from '../../http/errors.js';
import { safeTextFields } from '../../services/public-text.js';

function valueOf<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw new ApiError(400, 'invalid_request', result.message, result.fields);
  return result.value;
}

export const readVisitor = (body: unknown): ChatVisitorValues => valueOf(validatePayload(chatVisitorSchema, safeTextFields(body)));
export const readMessage = (body: unknown): ChatMessageValues =>
  valueOf(validatePayload(chatMessageSchema, safeTextFields(body, ['body'])));
