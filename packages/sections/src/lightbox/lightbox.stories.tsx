import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { demoGallery } from '../testing/demo-site.js';
import { Lightbox } from './lightbox.js';

const meta = {
  title: 'Gallery/Lightbox',
  component: Lightbox,
  args: { images: demoGallery, index: 0, onIndexChange: () => undefined, onClose: () => undefined },
  render: function Render(args) {
    const [index, setIndex] = useState<number | null>(args.index);
    return <Lightbox {...args} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />;
  },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const SingleImage: Story = { args: { images: demoGallery.slice(0, 1) } };
