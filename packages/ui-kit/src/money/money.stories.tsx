import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money.js';

const meta = {
  title: 'Display/Money',
  component: Money,
  args: { cents: 123456750 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultSymbol: Story = {};
export const ClientSymbol: Story = { args: { cents: 8990, symbol: '€' } };
export const Empty: Story = { args: { cents: null } };
export const Negative: Story = { args: { cents: -1200 } };
