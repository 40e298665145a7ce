import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextLink } from './text-link.js';

const meta = {
  title: 'Navigation/TextLink',
  component: TextLink,
  args: { children: 'View site', href: '#', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'nav', 'button'] } },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ fontFamily: 'var(--vitrina-font)' }}>
      Your changes are live. <TextLink {...args} /> to see them as visitors do.
    </p>
  ),
};

/** Toolbar entries: the current page is marked with aria-current. */
export const Navigation: Story = {
  render: (args) => (
    <nav aria-label="Editor" style={{ display: 'flex', gap: '0.25rem' }}>
      <TextLink {...args} variant="nav" aria-current="page">
        Site editor
      </TextLink>
      <TextLink {...args} variant="nav">
        Gallery editor
      </TextLink>
      <TextLink {...args} variant="nav">
        Back office
      </TextLink>
    </nav>
  ),
};

export const AsButton: Story = { args: { variant: 'button' } };
