import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumericInput } from './numeric-input.js';

const meta = {
  title: 'Forms/NumericInput',
  component: NumericInput,
  args: { 'aria-label': 'Quantity', placeholder: '0' },
} satisfies Meta<typeof NumericInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: '12.50' } };
