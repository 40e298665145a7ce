import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/index.js';
import { Toast } from './toast.js';
import { ToastProvider, useToast } from './toast-provider.js';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { variant: 'success', message: 'Your changes were saved.', autoHideMs: null, onDismiss: () => {} },
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'error', 'warning'] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Error: Story = { args: { variant: 'error', message: 'The gallery has been disabled.' } };
export const Warning: Story = { args: { variant: 'warning', message: 'Out-of-stock items must be removed before checkout.' } };

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Button onClick={() => toast.success('Your changes were saved.')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Something went wrong.')}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('Slots are not available for the selected date.')}>
        Warning
      </Button>
    </div>
  );
}

/** Each button adds a toast; they stack and hide themselves after 5000 ms (spec §9). */
export const Stacked: Story = {
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
};
