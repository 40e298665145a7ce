import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoGallery } from '../testing/demo-site.js';
import { GalleryGrid } from './gallery-grid.js';

const meta = {
  title: 'Gallery/GalleryGrid',
  component: GalleryGrid,
  args: { images: demoGallery },
} satisfies Meta<typeof GalleryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click or press Enter on an image; ← / → move, Escape closes. */
export const Grid: Story = {};
export const Empty: Story = { args: { images: [] } };
