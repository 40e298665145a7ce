export { FieldLabel, FieldMessages, useFieldA11y } from './field-support.js';
export type { FieldA11y, FieldLabelProps, FieldMessagesProps } from './field-support.js';
