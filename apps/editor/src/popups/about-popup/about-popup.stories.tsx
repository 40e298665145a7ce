import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutImagePopup } from '../about-image-popup/about-image-popup.js';
import { PopupStory } from '../../testing/story-editor.js';
import { AboutPopup } from './about-popup.js';

const meta = {
  title: 'Editor/Popups/About',
  component: PopupStory,
  args: { popupKey: 'about', Popup: AboutPopup, sectionIndex: 1, others: { aboutImage: AboutImagePopup } },
  argTypes: { Popup: { control: false }, draft: { control: false }, others: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Change the image" opens the about-image popup. */
export const Default: Story = {};
