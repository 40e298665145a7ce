import { afterEach, describe, expect, it } from 'vitest';
import { chatSessionKey, loadChatSession, saveChatSession } from './chat-session.js';

afterEach(() => localStorage.clear());

const session = { conversationId: '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21', visitorToken: 'tok' };

describe('chat session in localStorage (a reload keeps the thread)', () => {
  it('is kept per client and survives a reload', () => {
    saveChatSession(7, session);
    expect(loadChatSession(7)).toEqual(session);
    expect(loadChatSession(8)).toBeNull();
    saveChatSession(7, null);
    expect(localStorage.getItem(chatSessionKey(7))).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no token', JSON.stringify({ conversationId: 'c' })],
    ['wrong types', JSON.stringify({ conversationId: 1, visitorToken: true })],
    ['null', 'null'],
  ])('a stored value that is %s reads as no session', (_name, raw) => {
    localStorage.setItem(chatSessionKey(7), raw);
    expect(loadChatSession(7)).toBeNull();
  });

  it('blocked storage never throws: the chat then lasts as long as the page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(loadChatSession(7, blocked)).toBeNull();
    expect(() => saveChatSession(7, session, blocked)).not.toThrow();
    expect(() => saveChatSession(7, null, blocked)).not.toThrow();
  });
});
