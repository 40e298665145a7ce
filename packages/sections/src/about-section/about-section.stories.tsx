import type { Meta, StoryObj } from '@storybook/react-vite';
import { identityHref } from '../section-props.js';
import { aboutSection, siteFixture } from '../testing/fixtures.js';
import { AboutSection } from './about-section.js';

const meta = {
  title: 'Sections/About',
  component: AboutSection,
  args: { section: aboutSection, site: siteFixture(), mode: 'view', hrefFor: identityHref },
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const TextOnly: Story = { args: { section: { ...aboutSection, img_url: null } } };
