import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultSection } from '@vitrina/core-model';
import { bistroDraft } from '../../testing/fixtures.js';
import { PopupStory } from '../../testing/story-editor.js';
import { HyperlinkPopup } from '../hyperlink-popup/hyperlink-popup.js';
import { LogoPopup } from '../logo-popup/logo-popup.js';
import { HeaderPopup } from './header-popup.js';

const draft = bistroDraft();
draft.data.sections = [
  defaultSection('header', { title: 'Bistro Verde', header_text: 'Open Tuesday to Sunday', ordering: 0 }),
  ...draft.data.sections,
];

const meta = {
  title: 'Editor/Popups/Header',
  component: PopupStory,
  args: { popupKey: 'header', Popup: HeaderPopup, sectionIndex: 0, draft, others: { logo: LogoPopup, hyperlink: HyperlinkPopup } },
  argTypes: { Popup: { control: false }, draft: { control: false }, others: { control: false } },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Edit logo" and "Edit menu links" open those popups. */
export const Default: Story = {};
