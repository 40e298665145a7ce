import { migrateSiteData } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { migrateAnswer } from './site.js';

const doc = () => ({ schema_version: 1, client: { id: 7 }, sections: [{ type: 'hero', data: {} }] });

describe('migrateAnswer', () => {
  it('upgrades a document as migrateSiteData does', () => {
    expect(migrateAnswer(doc())).toEqual(migrateSiteData(doc()));
  });

  it('upgrades a kept (frozen) answer once: the same frozen site every time it comes', () => {
    const kept = Object.freeze(doc());
    const first = migrateAnswer(kept);
    expect(migrateAnswer(kept)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.sections)).toBe(true);
  });

  it('upgrades an answer read afresh (not frozen) each time, as the browser reads it', () => {
    const fresh = doc();
    expect(migrateAnswer(fresh)).not.toBe(migrateAnswer(fresh));
    expect(Object.isFrozen(migrateAnswer(fresh))).toBe(false);
  });
});
