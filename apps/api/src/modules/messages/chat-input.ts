// Request bodies of the chat routes (contracts StartChatBody and ChatMessageBody), checked with the schemas
// the widget uses (@vitrina/validation): plain text (tags stripped, trimmed, spec §5), field errors as
// validation i18n keys. The route schemas only describe the bodies, so these checks are the ones that judge.
import type { ChatMessageBody, StartChatBody } from '@vitrina/api-client/contracts';
import { chatMessageSchema, chatVisitorSchema, validatePayload } from '@vitrina/validation';
import type { ValidationResult } from '@vitrina/validation';
import { ApiError } from '../../http/errors.js';
import { safeTextFields } from '../../services/public-text.js';

function valueOf<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw new ApiError(400, 'invalid_request', result.message, result.fields);
  return result.value;
}

/** A message keeps its line breaks; every other text field is one line. */
const MULTILINE: readonly (keyof ChatMessageBody)[] = ['body'];

export const readVisitor = (body: unknown): StartChatBody => valueOf(validatePayload(chatVisitorSchema, safeTextFields(body)));
export const readMessage = (body: unknown): ChatMessageBody => valueOf(validatePayload(chatMessageSchema, safeTextFields(body, MULTILINE)));
