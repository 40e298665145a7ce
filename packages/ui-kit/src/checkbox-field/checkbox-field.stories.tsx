import type { Meta, StoryObj } from '@storybook/react-vite';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { formikDecorator } from '../testing/formik-decorator.js';
import { CheckboxField } from './checkbox-field.js';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { name: 'agree', label: 'Send me order updates by e-mail' },
  decorators: [formikDecorator({ agree: false })],
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { parameters: { initialValues: { agree: true } } };
export const WithHint: Story = { args: { hint: 'You can unsubscribe at any time.' } };
export const WithError: Story = {
  args: { required: true },
  parameters: {
    initialErrors: { agree: VALIDATION_MESSAGES.informationRequired },
    initialTouched: { agree: true },
  },
};
