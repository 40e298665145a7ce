import { screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { TextLink } from '../index.js';
import { renderWithI18n } from '../testing/render.js';

/** Stands in for a router's link: takes `to`, renders an anchor with whatever else it is given. */
function RouterLink({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a {...rest} href={`#${to}`} data-router="yes">
      {children}
    </a>
  );
}

describe('TextLink', () => {
  it('is a plain anchor with its href and the inline look by default', () => {
    renderWithI18n(<TextLink href="/">View site</TextLink>);
    const link = screen.getByRole('link', { name: 'View site' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('vk-link', 'vk-link--inline');
  });

  it('renders through a router link, passing its props on, with the chosen look and the caller’s class', () => {
    renderWithI18n(
      <TextLink as={RouterLink} to="/manage" variant="nav" className="extra" aria-current="page">
        Back office
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Back office' });
    expect(link).toHaveAttribute('href', '#/manage');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('vk-link', 'vk-link--nav', 'extra');
  });

  it('opens a new tab safely only when asked', () => {
    renderWithI18n(
      <TextLink href="https://example.com" variant="button" target="_blank" rel="noopener noreferrer">
        Help
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('vk-link--button');
  });
});
