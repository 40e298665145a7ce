// What a version changed against the version both sides started from: the stale-save dialog shows both
// summaries so the owner can choose knowingly (spec §4 "Editor state": no edit is silently lost).
import { sectionDisplayOrder } from '@vitrina/core-model';
import type { SectionName, SiteData } from '@vitrina/core-model';
import { clientSettingsOf } from './save-draft.js';

export type ChangePart = { kind: 'section'; name: SectionName } | { kind: 'siteSettings' | 'sectionOrder' | 'gallery' | 'menu' | 'social' };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts of `doc` that differ from `base`, in page order; empty when nothing changed. */
export function summariseChanges(base: SiteData, doc: SiteData): ChangePart[] {
  const parts: ChangePart[] = [];
  if (!same(base.main_site_variables, doc.main_site_variables) || !same(clientSettingsOf(base.client), clientSettingsOf(doc.client))) {
    parts.push({ kind: 'siteSettings' });
  }
  if (!same(base.nav, doc.nav)) parts.push({ kind: 'menu' });

  const names = (d: SiteData) => sectionDisplayOrder(d.sections).map((i) => d.sections[i]?.section_name);
  if (!same(names(base), names(doc))) parts.push({ kind: 'sectionOrder' });
  const changed = new Set<SectionName>();
  const count = Math.max(base.sections.length, doc.sections.length);
  for (let i = 0; i < count; i += 1) {
    const before = base.sections[i];
    const after = doc.sections[i];
    // `ordering` is the section order part above, not the section's own content.
    const content = (s: typeof before) => (s ? { ...s, ordering: undefined } : null);
    if (!same(content(before), content(after))) {
      if (after) changed.add(after.section_name);
      if (before) changed.add(before.section_name);
    }
  }
  for (const index of sectionDisplayOrder(doc.sections)) {
    const name = doc.sections[index]?.section_name;
    if (name && changed.delete(name)) parts.push({ kind: 'section', name });
  }
  for (const name of changed) parts.push({ kind: 'section', name });

  if (!same(base.gallery, doc.gallery)) parts.push({ kind: 'gallery' });
  if (!same(base.social, doc.social)) parts.push({ kind: 'social' });
  return parts;
}
