import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PublicSite from './PublicSite';
import { PUBLIC_PATHS } from './paths';
import { forgetSupportContacts } from './support/useSupportContacts';

const SUPPORT = { whatsapp: '919812345678', email: 'help@example.com' };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  forgetSupportContacts();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ message: 'Success', data: SUPPORT })));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** PublicSite at `url`: the site reads the browser's location (./navigation), as in main.tsx. */
function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<PublicSite />);
}

const metaDescription = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

const HEADINGS: Record<(typeof PUBLIC_PATHS)[number], string> = {
  '/': 'Gujarati festival posters with your name, ready to share',
  '/privacy-policy': 'Privacy Policy',
  '/terms-condition': 'Terms & Conditions',
  '/refund-cancellation': 'Refund & Cancellation Policy',
  '/help-support': 'Help & Support',
  '/delete-account': 'Delete Your Account',
};

describe('PublicSite', () => {
  it.each(PUBLIC_PATHS)('renders %s with its heading, title and description', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: HEADINGS[path] })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ \| Utsav Posters$/));
    expect(metaDescription()).toBeTruthy();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('gives each page its own title and description', async () => {
    const seen = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const { unmount } = renderAt(path);
      await screen.findByRole('heading', { level: 1, name: HEADINGS[path] });
      seen.add(`${document.title}\n${metaDescription()}`);
      unmount();
    }
    expect(seen.size).toBe(PUBLIC_PATHS.length);
  });

  it('matches paths as the router does: any case, trailing slash', async () => {
    renderAt('/Privacy-Policy/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('shows the page-not-found page for an unknown URL', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it('marks the footer link of the page shown as the current page', async () => {
    renderAt('/help-support');
    await screen.findByRole('heading', { level: 1, name: 'Help & Support' });
    const footerNav = screen.getByRole('navigation', { name: 'Policies and support' });
    expect(within(footerNav).getByRole('link', { name: 'Help & Support' })).toHaveAttribute('aria-current', 'page');
    expect(within(footerNav).getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('aria-current');
  });

  it('links the header to the landing sections and the footer to every policy page', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const mainNav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(mainNav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(within(mainNav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    expect(within(mainNav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help-support');

    const footerNav = screen.getByRole('navigation', { name: 'Policies and support' });
    const footerHrefs = within(footerNav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(footerHrefs).toEqual(PUBLIC_PATHS.filter((path) => path !== '/'));
    expect(document.getElementById('about')).toBeInTheDocument();
    expect(document.getElementById('contact')).toBeInTheDocument();
  });

  it('navigates through a footer link to a lazily loaded page, opening it at the top with focus on the content', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('link', { name: 'Refund & Cancellation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Refund & Cancellation Policy | Utsav Posters');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the support contacts from the server as WhatsApp and mailto links', async () => {
    renderAt('/help-support');
    expect(screen.getByRole('status')).toBeInTheDocument(); // layout loads first
    const whatsapp = await screen.findByRole('link', { name: '+91 98123 45678' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919812345678');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(fetchMock).toHaveBeenCalledWith('/adminapi/public/support', expect.anything());
  });

  it('says so when the support contacts cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    renderAt('/#contact');
    expect(await screen.findByText(/Contact details could not be loaded/)).toBeInTheDocument();
  });

  it('scrolls to and focuses the section named by the hash', async () => {
    renderAt('/#contact');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.getElementById('contact')).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});
