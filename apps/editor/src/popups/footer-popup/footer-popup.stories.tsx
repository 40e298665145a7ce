import type { Meta, StoryObj } from '@storybook/react-vite';
import { bistroDraft } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { FooterPopup } from './footer-popup.js';

const draft = bistroDraft();
draft.data.social = { facebook: 'https://www.facebook.com/bistroverde', instagram: 'https://www.instagram.com/bistroverde' };

const meta = {
  title: 'Editor/Popups/Footer',
  component: PopupStory,
  args: { popupKey: 'footer', Popup: FooterPopup, sectionIndex: 2, draft },
  argTypes: { Popup: { control: false }, draft: { control: false }, others: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSocialLinks: Story = {};
