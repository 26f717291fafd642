import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isPublicSitePath, Link, navigate, useSiteLocation } from './navigation';

function Page() {
  const { pathname, hash } = useSiteLocation();
  return (
    <>
      <output data-testid="location">{pathname + hash}</output>
      <h1>{pathname === '/help-support' ? 'Help' : 'Home'}</h1>
      <Link to="/help-support">Help link</Link>
      <Link to="/#about">About link</Link>
      <Link to="/login">Staff login</Link>
      <Link to="https://example.com/elsewhere">Elsewhere</Link>
    </>
  );
}

/**
 * Whether our handler left the click to the browser. Listened for on window,
 * after React's listener on the root; it then stops jsdom's own navigation
 * (jsdom does not load other documents).
 */
let leftToBrowser: boolean | undefined;
function recordClick(event: MouseEvent) {
  leftToBrowser = !event.defaultPrevented;
  event.preventDefault();
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  leftToBrowser = undefined;
  window.addEventListener('click', recordClick);
  return () => window.removeEventListener('click', recordClick);
});

describe('Link and navigate', () => {
  it('navigates on a click without a reload and renders the new page', async () => {
    const user = userEvent.setup();
    const lengthBefore = window.history.length;
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
    await user.click(screen.getByRole('link', { name: 'Help link' }));
    expect(leftToBrowser).toBe(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help');
    expect(window.location.pathname).toBe('/help-support');
    expect(window.history.length).toBe(lengthBefore + 1);
  });

  it('follows the Back button (popstate)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('link', { name: 'Help link' }));
    await act(async () => {
      window.history.replaceState(null, '', '/#about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/#about');
  });

  it('leaves modified and middle clicks to the browser', () => {
    render(<Page />);
    const link = screen.getByRole('link', { name: 'Help link' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      fireEvent.click(link, init);
      expect(leftToBrowser).toBe(true);
    }
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
  });

  it('leaves links to other sites to the browser', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('leaves a link to the admin to the browser (a full page load)', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Staff login' }));
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('gives a second click on the same #section link a new location key', async () => {
    const keys: string[] = [];
    function KeyProbe() {
      keys.push(useSiteLocation().key);
      return null;
    }
    render(<KeyProbe />);
    await act(async () => navigate('/#about'));
    await act(async () => navigate('/#about'));
    expect(new Set(keys).size).toBe(3);
  });

  it('tells public-site paths (pages and unknown URLs) from admin paths', () => {
    expect(isPublicSitePath('/')).toBe(true);
    expect(isPublicSitePath('/Privacy-Policy/')).toBe(true);
    expect(isPublicSitePath('/privacy')).toBe(true);
    expect(isPublicSitePath('/login')).toBe(false);
    expect(isPublicSitePath('/subcategories/abc')).toBe(false);
  });
});
