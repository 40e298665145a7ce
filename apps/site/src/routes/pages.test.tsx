import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../testing/fixtures.js';
import { renderSite } from '../testing/render-site.js';

describe('pages in the browser (component tests over the real route tree)', () => {
  it('§2 Home: header with nav, the hero as the one h1, sections and footer', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to bistro' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Site navigation' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#section-about');
    expect(within(nav).getByRole('button', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call us\s*\(617\) 555-0142$/ })).toHaveAttribute('href', 'tel:6175550142');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('214 Harbor Lane');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The title follows the page in an effect, after the render the heading came from.
    await waitFor(() => expect(document.title).toBe('bistro | Home'));
  });

  it('§2 Home in Spanish for a language_id 2 client', async () => {
    renderSite('/', { sub: 'salon', locale: 'es' });
    expect(await screen.findByRole('navigation', { name: 'Navegación del sitio' })).toBeInTheDocument();
  });

  it('§4 plan denied: Home shows the §8 error toast and drops the parameter', async () => {
    const { router } = renderSite('/?denied=gallery', { sub: 'freebie' });
    expect(await screen.findByText('The gallery has been disabled.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('§4 plan gating on client-side navigation: freemium → Home with the toast', async () => {
    const { router } = renderSite('/', { sub: 'freebie' });
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/gallery');
    expect(await screen.findByText('The gallery has been disabled.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('§2 /gallery: images from the API; the lightbox opens and moves with the keyboard', async () => {
    const user = userEvent.setup();
    renderSite('/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    const first = screen.getByRole('button', { name: /Dining room/ });
    first.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Image 1 of 2' });
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Patio' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('§2 /blog lists the posts; a post opens by slug', async () => {
    const user = userEvent.setup();
    renderSite('/blog');
    await user.click(await screen.findByRole('link', { name: 'Our spring menu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our spring menu' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });

  it('§2 /blog shows each post’s excerpt; a post’s body is its stored HTML (headings, lists), not text with tags', async () => {
    const user = userEvent.setup();
    renderSite('/blog');
    expect(await screen.findByText('Ramps and peas.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Our spring menu' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Starters' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('listitem')).toHaveTextContent('Peas');
    expect(screen.queryByText(/<p>/)).not.toBeInTheDocument();
  });

  it('§8 a blog with no posts shows "Blogs Not Available"', async () => {
    renderSite('/blog', { posts: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs Not Available' })).toBeInTheDocument();
  });

  it('§8 /services-store with no service sold online shows "Services Not Available"', async () => {
    renderSite('/services-store', { api: (path) => (path.endsWith('/services-store') ? json({ services: [] }) : null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Services Not Available' })).toBeInTheDocument();
  });

  it.each([
    ['closed', '/website_disabled', 'This website is currently unavailable', 'Log in to reactivate', '/admin'],
    ['newbie', '/setup-website', 'This website has not been created yet', 'Create your website', 'https://vitrina.test/signup'],
    ['bistro', '/error', 'Something went wrong', 'Try again', '/'],
    ['bistro', '/not-found', 'Page not found', 'Back to the home page', '/'],
  ])('§2 status page of %s at %s', async (sub, path, title, action, href) => {
    renderSite(path, { sub });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
    // Status pages stand alone: no site navigation around them.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('§4 preview mode keeps the query string on internal links', async () => {
    renderSite('/?hero_img_url=https://img.test/h.jpg&about_img_url=https://img.test/a.jpg');
    const nav = await screen.findByRole('navigation', { name: 'Site navigation' });
    const query = '?hero_img_url=https%3A%2F%2Fimg.test%2Fh.jpg&about_img_url=https%3A%2F%2Fimg.test%2Fa.jpg';
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', `/${query}#section-about`);
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', `/appointment${query}`);
  });
});
