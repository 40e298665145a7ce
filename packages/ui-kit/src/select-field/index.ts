export { SelectField } from './select-field.js';
export type { SelectFieldProps, SelectOption } from './select-field.js';
