import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATES, subscriptionMove, subscriptionStatesAccepting, transitionSubscription } from '@vitrina/commerce';
import type { SubscriptionEvent, SubscriptionState } from '@vitrina/commerce';

describe('subscription lifecycle (issue 27: subscriptions move only by their commerce table)', () => {
  it.each<[SubscriptionState, SubscriptionEvent, SubscriptionState]>([
    ['incomplete', 'start', 'active'],
    ['incomplete', 'abandon', 'canceled'],
    ['incomplete', 'cancel', 'canceled'],
    ['active', 'lapse', 'past_due'],
    ['active', 'cancel', 'canceled'],
    ['active', 'card', 'active'],
    ['past_due', 'resume', 'active'],
    ['past_due', 'cancel', 'canceled'],
    ['past_due', 'card', 'past_due'],
  ])('%s --%s→ %s', (from, event, to) => {
    expect(transitionSubscription(from, event)).toEqual({ ok: true, state: to });
  });

  it.each<[string, SubscriptionEvent]>([
    ['canceled', 'cancel'],
    ['canceled', 'resume'],
    ['canceled', 'start'],
    ['canceled', 'card'],
    ['active', 'start'],
    ['active', 'resume'],
    ['past_due', 'lapse'],
    ['past_due', 'start'],
    ['incomplete', 'lapse'],
    ['incomplete', 'card'],
    ['paid', 'cancel'],
  ])('refuses %s --%s', (from, event) => {
    expect(transitionSubscription(from, event)).toEqual({ ok: false, error: 'illegal-transition' });
  });

  it('canceled is final', () => {
    const events: SubscriptionEvent[] = ['start', 'abandon', 'lapse', 'resume', 'cancel', 'card'];
    expect(events.filter((e) => transitionSubscription('canceled', e).ok)).toEqual([]);
    expect(SUBSCRIPTION_STATES).toContain('canceled');
  });

  it("names each event's from/to for the server's conditional updates", () => {
    expect(subscriptionMove('start')).toEqual({ from: ['incomplete'], to: 'active' });
    expect(subscriptionMove('abandon')).toEqual({ from: ['incomplete'], to: 'canceled' });
    expect(subscriptionMove('lapse')).toEqual({ from: ['active'], to: 'past_due' });
    expect(subscriptionMove('resume')).toEqual({ from: ['past_due'], to: 'active' });
    expect(subscriptionMove('cancel')).toEqual({ from: ['incomplete', 'active', 'past_due'], to: 'canceled' });
    expect(subscriptionStatesAccepting('card')).toEqual(['active', 'past_due']);
  });
});
