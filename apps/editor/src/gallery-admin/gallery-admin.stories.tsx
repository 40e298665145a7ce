import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryEditor } from '../testing/story-editor.js';
import { GalleryAdmin } from './gallery-admin.js';

const images = [
  { id: 1, image: '/story-assets/photo.svg', thumb_url: '/story-assets/photo.svg', description: 'Our terrace' },
  { id: 2, image: '/story-assets/photo.svg', thumb_url: null, description: '' },
  { id: 3, image: '/story-assets/logo.svg', thumb_url: '/story-assets/logo.svg', description: 'The kitchen team' },
];

const meta = {
  title: 'Editor/Gallery admin',
  component: GalleryAdmin,
} satisfies Meta<typeof GalleryAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Images: Story = {
  decorators: [(Story) => <StoryEditor routes={{ 'GET /api/client/11/gallery': { images } }}>{Story()}</StoryEditor>],
};

export const Empty: Story = {
  decorators: [(Story) => <StoryEditor routes={{ 'GET /api/client/11/gallery': { images: [] } }}>{Story()}</StoryEditor>],
};
