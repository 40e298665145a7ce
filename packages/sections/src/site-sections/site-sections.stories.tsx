import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteFixture } from '../testing/fixtures.js';
import { SiteSections } from './site-sections.js';

const meta = {
  title: 'Sections/SiteSections',
  component: SiteSections,
  args: { site: siteFixture(), mode: 'view' },
} satisfies Meta<typeof SiteSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {};
/** What the editor passes in: here a plain button stands in for its edit affordance. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    renderEditControls: (section) => (
      <button type="button" className="vk-button vk-button--secondary">
        {section.section_name}
      </button>
    ),
  },
};
