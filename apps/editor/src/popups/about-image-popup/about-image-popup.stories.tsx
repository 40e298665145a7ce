import type { Meta, StoryObj } from '@storybook/react-vite';
import { bistroDraft } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { AboutImagePopup } from './about-image-popup.js';

const meta = {
  title: 'Editor/Popups/About image',
  component: PopupStory,
  args: { popupKey: 'aboutImage', Popup: AboutImagePopup, sectionIndex: 1 },
  argTypes: { Popup: { control: false }, draft: { control: false }, others: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoImageYet: Story = {};

export const WithImage: Story = {
  args: {
    draft: (() => {
      const draft = bistroDraft();
      draft.data.sections[1] = { ...draft.data.sections[1]!, img_url: '/story-assets/photo.svg' };
      return draft;
    })(),
  },
};

/** A page without an about section: the popup says so. */
export const NoAboutSection: Story = {
  args: {
    draft: (() => {
      const draft = bistroDraft();
      draft.data.sections = draft.data.sections.filter((section) => section.section_name !== 'about');
      return draft;
    })(),
  },
};
