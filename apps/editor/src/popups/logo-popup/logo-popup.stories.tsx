import type { Meta, StoryObj } from '@storybook/react-vite';
import { bistroDraft } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { LogoPopup } from './logo-popup.js';

const meta = {
  title: 'Editor/Popups/Logo',
  component: PopupStory,
  args: { popupKey: 'logo', Popup: LogoPopup },
  argTypes: { Popup: { control: false }, draft: { control: false }, others: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLogo: Story = {};

export const ImageLogo: Story = {
  args: {
    draft: (() => {
      const draft = bistroDraft();
      draft.data.main_site_variables = {
        ...draft.data.main_site_variables,
        logo_preference: 'image',
        logo_url: '/story-assets/logo.svg',
      };
      return draft;
    })(),
  },
};
