import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money.js';

const meta = {
  title: 'Display/Money',
  component: Money,
  args: { amount: 1234567.5 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultSymbol: Story = {};
export const ClientSymbol: Story = { args: { amount: 89.9, symbol: '€' } };
export const Empty: Story = { args: { amount: '' } };
export const Negative: Story = { args: { amount: -12 } };
