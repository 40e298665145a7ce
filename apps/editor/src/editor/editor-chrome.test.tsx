// The editor's chrome (toolbar, configuration panel) reads as the back office does: ui-kit links and buttons
// a keyboard and a screen reader can use, in English and Spanish, on /admin and /gallery/admin.
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json, routeKeys } from '../testing/mock-api.js';
import { renderEditor } from '../testing/render-editor.js';

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the editor chrome', () => {
  it.each([
    ['en', 1, 'Back office', 'View site', 'Site settings'],
    ['es', 2, 'Oficina', 'Ver el sitio', 'Configuración del sitio'],
  ] as const)(
    '%s: the toolbar’s ways out are styled links, and the chrome has no axe violations',
    async (_lng, languageId, backOffice, viewSite, panel) => {
      renderEditor({ api: { [routeKeys.profile]: () => json({ employee: { role_id: 1, language_id: languageId } }) } });
      const toolbar = await screen.findByRole('navigation');
      const links = within(toolbar).getAllByRole('link');
      for (const link of links) expect(link).toHaveClass('vk-link', 'vk-link--nav');
      expect(within(toolbar).getByRole('link', { name: backOffice })).toHaveAttribute('href', '/manage');
      expect(within(toolbar).getByRole('link', { name: viewSite })).toHaveAttribute('href', '/');
      const aside = screen.getByRole('complementary', { name: panel });
      expect(await axeViolations(screen.getByRole('banner'))).toEqual([]);
      expect(await axeViolations(aside)).toEqual([]);
    },
  );
});
