import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { Button } from '../button/index.js';
import { Modal } from './modal.js';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Hero settings',
    onClose: () => {},
    children: (
      <label>
        Title <input className="vk-input" defaultValue="Welcome to our shop" />
      </label>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function Opener(props: ComponentProps<typeof Modal>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit hero</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Opens from a button; Escape or Close shuts it and focus goes back to the button. */
export const FromButton: Story = { render: (args) => <Opener {...args} /> };
export const WithActions: Story = {
  render: (args) => <Opener {...args} actions={<Button type="submit">Save</Button>} />,
};
export const Small: Story = { render: (args) => <Opener {...args} size="small" /> };
export const Large: Story = { render: (args) => <Opener {...args} size="large" /> };
