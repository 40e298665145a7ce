import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageUpload } from './image-upload.js';
import { StoryEditor } from '../testing/story-editor.js';

const meta: Meta<typeof ImageUpload> = {
  title: 'Editor/Uploads/ImageUpload',
  component: ImageUpload,
  args: { kind: 'logo', clientId: 11, label: 'Logo', value: null, onUploaded: () => undefined },
  decorators: [(Story) => <StoryEditor>{Story()}</StoryEditor>],
};

export default meta;
type Story = StoryObj<typeof ImageUpload>;

export const Empty: Story = {};

/** The current image's thumbnail; choosing a file uploads it (no API here: the failure message shows). */
export const WithImage: Story = { args: { value: '/story-assets/logo.svg' } };

export const Favicon: Story = { args: { kind: 'favicon', label: 'Favicon' } };

export const Disabled: Story = { args: { disabled: true, value: '/story-assets/photo.svg' } };
