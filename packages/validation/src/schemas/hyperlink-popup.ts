// Hyperlink popup (spec §5): the link must start with http:// or https://; an empty link gets the same
// message, which already says what to enter.
import { object } from 'yup';
import type { InferType } from 'yup';
import { isValidHyperlink } from '../hyperlink.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { requiredText } from './fields.js';

export const hyperlinkPopupSchema = object({
  link: requiredText(M.invalid.link).test('link', M.invalid.link, (value) => !value || isValidHyperlink(value)),
});

export type HyperlinkPopupValues = InferType<typeof hyperlinkPopupSchema>;
