// Messages → Sent (issue 28): the e-mails of the embedded default (not sent: no mail server), a sent one, a
// failed one; opening one shows it as it was rendered, with Resend.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAILED_ANSWER, withStoryRoutes } from '../../testing/story-editor.js';
import { SentMail } from './sent-mail.js';

const base = '/api/client/11/mail';
const receipt = {
  id: 3,
  kind: 'order_receipt',
  subject: 'Your receipt from Bistro Lumière, order #1042',
  to_address: 'ana@example.test',
  to_name: 'Ana Ruiz',
  language: 'en',
  status: 'not_sent',
  reason: 'no mail server',
  attempts: 1,
  created_at: '2025-03-03T18:20:00.000Z',
  sent_at: null,
  order_id: 1042,
  appointment_id: null,
  quote_id: null,
} as const;
const messages = [
  receipt,
  {
    ...receipt,
    id: 2,
    kind: 'new_order',
    subject: 'New order #1042: $48.60',
    to_address: 'owner@bistro.test',
    to_name: 'Marta',
    status: 'sent',
    reason: null,
    sent_at: '2025-03-03T18:20:04.000Z',
  },
  {
    ...receipt,
    id: 1,
    subject: 'Your receipt from Bistro Lumière, order #1041',
    to_address: 'ben@example.test',
    to_name: 'Ben Cole',
    status: 'failed',
    reason: '550 mailbox unavailable',
  },
];
const opened = {
  ...receipt,
  from_name: 'Bistro Lumière',
  reply_to: 'hello@bistro.test',
  html: '<html lang="en"><body style="font-family:sans-serif;padding:24px"><h1 style="color:#7a2e1d">Thank you, Ana</h1><p>Your order #1042 is paid.</p><table><tr><td>Mug × 2</td><td>$25.00</td></tr><tr><td>Total</td><td><b>$48.60</b></td></tr></table></body></html>',
  text: 'Thank you, Ana\n\nYour order #1042 is paid.\nMug × 2  $25.00\nTotal  $48.60',
  attachments: [],
};

const meta: Meta<typeof SentMail> = {
  title: 'Back office/Messages/Sent',
  component: SentMail,
  args: { clientId: 11 },
};

export default meta;
type Story = StoryObj<typeof SentMail>;

export const List: Story = {
  decorators: [
    withStoryRoutes({
      [`GET ${base}`]: { messages, next_cursor: null },
      [`GET ${base}/3`]: opened,
      [`POST ${base}/3/resend`]: { ...opened, id: 4, status: 'queued', reason: null },
    }),
  ],
};

export const Empty: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: { messages: [], next_cursor: null } })],
};

export const LoadFailed: Story = {
  decorators: [withStoryRoutes({ [`GET ${base}`]: FAILED_ANSWER })],
};
