import { describe, expect, it } from 'vitest';
import { chatUnavailableReason, defaultClient, isChatAvailable } from '@vitrina/core-model';
import type { ChatView } from '@vitrina/core-model';

const NOW = new Date('2025-06-15T12:00:00Z');
const chatOn = defaultClient({ plan_slug: 'business', zenchat_enabled: true });
const page: ChatView = { editing: false, wizardPreview: false };

describe('chat availability (spec §4 "Chat")', () => {
  it.each([
    ['chat enabled on a live paid site', {}, page, null],
    ['§4 non-freemium: the freemium flag', { freemium: true }, page, 'freemium'],
    ['§4 non-freemium: plan_slug freemium with the flag off', { plan_slug: 'freemium' as const, freemium: false }, page, 'freemium'],
    ['§4 has chat enabled', { zenchat_enabled: false }, page, 'chat_disabled'],
    ['§4 Site load: an inactive site', { is_active: 0 as const }, page, 'site_disabled'],
    [
      '§4 Site load: a trial that has ended',
      { subscription_trial_enabled: true, subscription_trial_ends_at: '2025-06-14T12:00:00Z' },
      page,
      'site_disabled',
    ],
    ['§4 non-editing: the site in the editor', {}, { editing: true, wizardPreview: false }, 'editing'],
    ['§4 not in wizard preview', {}, { editing: false, wizardPreview: true }, 'wizard_preview'],
    ['the API, which serves no page, asks about the client alone', {}, undefined, null],
  ])('%s → %s', (_name, over, view, expected) => {
    const client = { ...chatOn, ...over };
    expect(chatUnavailableReason(client, NOW, view)).toBe(expected);
    expect(isChatAvailable(client, NOW, view)).toBe(expected === null);
  });
});
