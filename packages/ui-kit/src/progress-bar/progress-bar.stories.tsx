import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar.js';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40, max: 100 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};
export const Started: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const FileLabel: Story = { args: { value: 3, max: 4, label: 'gallery-photo.jpg' } };
export const Indeterminate: Story = { args: { value: undefined } };
