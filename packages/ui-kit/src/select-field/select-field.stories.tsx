import type { Meta, StoryObj } from '@storybook/react-vite';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { formikDecorator } from '../testing/formik-decorator.js';
import { SelectField } from './select-field.js';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    name: 'country',
    label: 'Country',
    options: [
      { value: 'US', label: 'United States' },
      { value: 'MX', label: 'Mexico' },
      { value: 'ES', label: 'Spain' },
    ],
  },
  decorators: [formikDecorator({ country: '' })],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoPlaceholder: Story = { args: { placeholder: false } };
export const WithError: Story = {
  args: { required: true },
  parameters: {
    initialErrors: { country: VALIDATION_MESSAGES.required.country },
    initialTouched: { country: true },
  },
};
