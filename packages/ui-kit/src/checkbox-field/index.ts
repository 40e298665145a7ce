export { CheckboxField } from './checkbox-field.js';
export type { CheckboxFieldProps } from './checkbox-field.js';
