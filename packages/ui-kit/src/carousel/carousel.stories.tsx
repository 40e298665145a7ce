import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './carousel.js';

const slide = { padding: '2rem', background: '#f5f5f5', borderRadius: 6, textAlign: 'center' } as const;

const meta = {
  title: 'Display/Carousel',
  component: Carousel,
  args: {
    label: 'Our services',
    children: [
      <div key="1" style={slide}>
        <h3>Haircut</h3>
        <p>30 min</p>
      </div>,
      <div key="2" style={slide}>
        <h3>Beard trim</h3>
        <p>15 min</p>
      </div>,
      <div key="3" style={slide}>
        <h3>Colour</h3>
        <p>90 min</p>
      </div>,
    ],
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const StartsOnLastSlide: Story = { args: { initialIndex: 2 } };
export const SingleSlide: Story = {
  args: {
    children: (
      <div style={slide}>
        <h3>Haircut</h3>
      </div>
    ),
  },
};
