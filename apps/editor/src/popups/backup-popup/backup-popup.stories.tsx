import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultSection } from '@vitrina/core-model';
import { StoryEditor } from '../../testing/story-editor.js';
import { bistroSite } from '../../testing/fixtures.js';
import { BackupPopup } from './backup-popup.js';

const base = '/api/client/11/backups';
const versions = [
  { version: 4, created_at: '2025-03-01T10:00:00.000Z', author: 'owner@bistro.test', action: 'save', restored_from: null },
  { version: 3, created_at: '2025-02-20T15:30:00.000Z', author: 'owner@bistro.test', action: 'restore', restored_from: 1 },
  { version: 2, created_at: '2025-02-10T08:05:00.000Z', author: 'manager@bistro.test', action: 'save', restored_from: null },
  { version: 1, created_at: '2025-01-01T00:00:00.000Z', author: null, action: 'seed', restored_from: null },
];
const old = bistroSite({
  sections: [
    defaultSection('hero', { title: 'Bistro Verde — winter menu', ordering: 1 }),
    defaultSection('about', { title: 'Since 1998', body: 'Family kitchen.', ordering: 2 }),
  ],
});
const routes = Object.fromEntries([
  [`GET ${base}`, { versions }],
  ...versions.map((v) => [`GET ${base}/${v.version}`, { ...v, data: old }]),
]);

const meta = {
  title: 'Editor/Popups/Restore from backup',
  component: BackupPopup,
  args: { sectionIndex: null, onClose: () => undefined },
} satisfies Meta<typeof BackupPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Versions: Story = { decorators: [(Story) => <StoryEditor routes={routes}>{Story()}</StoryEditor>] };

export const NoBackups: Story = {
  decorators: [(Story) => <StoryEditor routes={{ [`GET ${base}`]: { versions: [] } }}>{Story()}</StoryEditor>],
};

/** Freemium (spec §8): versions are listed, none can be restored. */
export const ReadOnly: Story = {
  decorators: [
    (Story) => (
      <StoryEditor routes={routes} readOnly>
        {Story()}
      </StoryEditor>
    ),
  ],
};
