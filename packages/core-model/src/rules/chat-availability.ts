// Spec §4 "Chat": the chat is shown on a site that is non-editing, non-freemium, has chat enabled and is
// not in wizard preview. Vitrina adds that the site must be live (§4 "Site load": not inactive, trial not
// ended), since a disabled site shows no pages to chat on. The site's widget and the API's chat routes ask
// this one function, so the widget is never shown where the API would refuse the conversation.
import type { Client } from '../model/client.js';
import { isFreemium } from './freemium.js';
import { disabledReason } from './site-entry.js';
import type { SiteEntryClient } from './site-entry.js';

export type ChatClient = SiteEntryClient & Pick<Client, 'zenchat_enabled'>;

/** How the page is viewed; the API, which serves no page, leaves it out. */
export interface ChatView {
  /** The site is open in the editor (framed). */
  editing: boolean;
  /** A signup-wizard template preview (spec §2 wizard_session_id with template_id). */
  wizardPreview: boolean;
}

export type ChatUnavailableReason = 'freemium' | 'chat_disabled' | 'site_disabled' | 'editing' | 'wizard_preview';

/** Why visitors cannot chat with this client now; null when they can. */
export function chatUnavailableReason(client: ChatClient, now: Date, view?: ChatView): ChatUnavailableReason | null {
  if (isFreemium(client)) return 'freemium';
  if (!client.zenchat_enabled) return 'chat_disabled';
  // Inactive or trial ended: the site itself is disabled (the host does not matter for these two).
  const disabled = disabledReason(client, '', now);
  if (disabled === 'inactive' || disabled === 'trial-ended') return 'site_disabled';
  if (view?.editing) return 'editing';
  if (view?.wizardPreview) return 'wizard_preview';
  return null;
}

export function isChatAvailable(client: ChatClient, now: Date, view?: ChatView): boolean {
  return chatUnavailableReason(client, now, view) === null;
}
