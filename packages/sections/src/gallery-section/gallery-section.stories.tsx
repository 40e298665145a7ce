import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultSection } from '@vitrina/core-model';
import { identityHref } from '../section-props.js';
import { demoSite } from '../testing/demo-site.js';
import { GallerySection } from './gallery-section.js';

const meta = {
  title: 'Sections/Gallery',
  component: GallerySection,
  args: { section: defaultSection('gallery', { title: 'Inside the café' }), site: demoSite(4), mode: 'view', hrefFor: identityHref },
} satisfies Meta<typeof GallerySection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teaser: Story = {};
/** The editor's view of a site without images. */
export const EmptyInEditor: Story = { args: { mode: 'edit', site: { ...demoSite(4), gallery: [] } } };
