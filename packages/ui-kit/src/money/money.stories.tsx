import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money.js';

const meta = {
  title: 'Display/Money',
  component: Money,
  args: { cents: 123456750, currency: 'USD' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dollars: Story = {};
export const Euros: Story = { args: { cents: 8990, currency: 'EUR' } };
export const Empty: Story = { args: { cents: null } };
export const Negative: Story = { args: { cents: -1200 } };
