// WCAG 2.5.3 "Label in Name" (axe label-content-name-mismatch, issue 26 item 10): a link or button that
// shows a label and carries a longer aria-label (the label plus the object it acts on, for screen readers)
// must have an accessible name that starts with the visible label, so a voice-control user saying what
// they see presses it. Every such element of the editor and back office is found in the source (an
// `aria-label={t('…')}` whose content is `{t('…')}`) and checked in both languages.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@vitrina/i18n';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') && !entry.name.includes('.stories.') ? [full] : [];
  });
}

/** [file, accessible-name key, visible-label key] of every labelled element whose content is one text. */
function labelledElements(): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/aria-label=\{t\('([^']+)'/g)) {
      // Only controls: the element whose opening tag carries the aria-label is a link or a button.
      const tag = /<([A-Za-z]+)[^<]*$/.exec(text.slice(0, match.index))?.[1];
      if (!tag || !['a', 'Link', 'NavLink', 'button', 'Button'].includes(tag)) continue;
      // The rest of the opening tag (to the first `>` that is no arrow) and the content right after it.
      const rest = text.slice(match.index + match[0].length);
      const content = rest.slice(/[^=]>/.exec(rest)!.index + 2);
      const visible = /^\s*\{t\('([^']+)'(?:\)|,)/.exec(content);
      if (visible?.[1]) found.push([path.relative(SRC, file), match[1] ?? '', visible[1]]);
    }
  }
  return found;
}

const elements = labelledElements();
const normalize = (s: string) => s.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
// Any values for the placeholders: what matters is where the visible label sits in the name.
const values = {
  name: 'Harbor Lane apron',
  title: 'Spring menu',
  number: 7,
  n: 2,
  who: 'Ana',
  business: 'Salon',
  zip: '28001',
  kind: 'Quote',
  count: 2,
  section: 'Hero',
  row: 'Monday',
  field: 'Colour',
};

describe('label in name: the accessible name starts with the visible label (WCAG 2.5.3)', () => {
  it('finds the labelled links and buttons of the back office (products, blog, forms among them)', () => {
    const keys = elements.map(([, name]) => name);
    expect(keys).toEqual(expect.arrayContaining(['manage:products.viewProduct', 'manage:blog.viewPost', 'manage:formsScreen.sendForm']));
  });

  for (const lng of ['en', 'es'] as const) {
    const i18n = createI18n({ lng });
    it.each(elements)(`${lng}: %s %s starts with %s`, (_file, nameKey, labelKey) => {
      const name = i18n.t(nameKey as never, values as never) as unknown as string;
      const label = i18n.t(labelKey as never, values as never) as unknown as string;
      expect(normalize(name).startsWith(normalize(label)), `“${name}” does not start with “${label}”`).toBe(true);
    });
  }
});
