import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.js';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save changes', variant: 'primary', loading: false },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete section' } };
export const Link: Story = { args: { variant: 'link', children: 'View order' } };
export const Loading: Story = { args: { loading: true, children: 'Saving' } };
export const Disabled: Story = { args: { disabled: true } };
