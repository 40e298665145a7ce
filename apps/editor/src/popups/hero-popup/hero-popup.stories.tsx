import type { Meta, StoryObj } from '@storybook/react-vite';
import { bistroDraft } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { HeroPopup } from './hero-popup.js';

const meta = {
  title: 'Editor/Popups/Hero',
  component: PopupStory,
  args: { popupKey: 'hero', Popup: HeroPopup, sectionIndex: 0 },
  argTypes: { Popup: { control: false }, draft: { control: false }, others: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A hero with its own colour and photo: the upload shows the photo and offers "Remove image". */
export const WithBackgroundImage: Story = {
  args: {
    draft: (() => {
      const draft = bistroDraft();
      draft.data.sections[0] = { ...draft.data.sections[0]!, bg_color: '#1f4e5f', bg_img_url: '/story-assets/photo.svg' };
      return draft;
    })(),
  },
};
