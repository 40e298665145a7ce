import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryEditor } from '../../testing/story-editor.js';
import { GalleryImagePopup } from './gallery-image-popup.js';

const image = { id: 1, image: '/story-assets/photo.svg', thumb_url: '/story-assets/photo.svg', description: 'Our terrace at sunset' };

const meta: Meta<typeof GalleryImagePopup> = {
  title: 'Editor/Popups/Gallery image',
  component: GalleryImagePopup,
  args: { sectionIndex: null, onClose: () => undefined },
  decorators: [(Story) => <StoryEditor>{Story()}</StoryEditor>],
};

export default meta;
type Story = StoryObj<typeof GalleryImagePopup>;

/** Upload a new gallery image (as the registry and "Add image" open it). */
export const Upload: Story = {};

/** Update the description or replace the image of one already in the gallery. */
export const Update: Story = { args: { image } };
