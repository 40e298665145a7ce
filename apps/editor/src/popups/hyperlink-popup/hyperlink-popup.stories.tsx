import type { Meta, StoryObj } from '@storybook/react-vite';
import { bistroDraft } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { HyperlinkPopup } from './hyperlink-popup.js';

const meta = {
  title: 'Editor/Popups/Hyperlink',
  component: PopupStory,
  args: { popupKey: 'hyperlink', Popup: HyperlinkPopup },
  argTypes: { Popup: { control: false }, draft: { control: false }, others: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No menu item links elsewhere yet. */
export const NewLink: Story = {};

/** The blog lives on another website: its link and text, and "Remove link". */
export const ExternalBlog: Story = {
  args: {
    draft: (() => {
      const draft = bistroDraft();
      draft.data.main_site_variables = { ...draft.data.main_site_variables, blog_url: 'https://blog.bistroverde.test' };
      draft.data.nav = [...draft.data.nav, { type: 'blog', label: 'Journal', ordering: 9, enabled: true }];
      return draft;
    })(),
  },
};
