import type { Meta, StoryObj } from '@storybook/react-vite';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { formikDecorator } from '../testing/formik-decorator.js';
import { TextField } from './text-field.js';
import type { TextFieldProps } from './text-field.js';

// TextFieldProps is a union (input or textarea), which Storybook's inferred arg types cannot spread.
const meta: Meta<TextFieldProps> = {
  title: 'Forms/TextField',
  component: TextField,
  render: (args) => <TextField {...args} />,
  args: { name: 'firstName', label: 'First name' },
  decorators: [formikDecorator({ firstName: '', about: '', quantity: '' })],
};

export default meta;
type Story = StoryObj<TextFieldProps>;

export const Default: Story = {};
export const RequiredWithHint: Story = { args: { required: true, hint: 'As it appears on your ID' } };
export const WithError: Story = {
  args: { required: true },
  parameters: {
    initialErrors: { firstName: VALIDATION_MESSAGES.required.firstName },
    initialTouched: { firstName: true },
  },
};
export const Multiline: Story = { args: { name: 'about', label: 'About us', multiline: true, rows: 4 } };
export const Numeric: Story = { args: { name: 'quantity', label: 'Quantity', numeric: true } };
