import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { categoriesResponse, dashboardResponse } from '../test-support/responses';
import { PALETTE_BUTTON_TEXT } from './CommandPalette';
import { PALETTE_INPUT_LABEL } from './ScreenOmnibar';

async function openDashboard(role: 'superadmin' | 'admin' | 'employee') {
  const user = userEvent.setup();
  renderAdmin('/dashboard', { signedInAs: staffUser(role), responses: [dashboardResponse(), categoriesResponse()] });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return user;
}

/** Ctrl+K, then the palette's input and its list of screens. */
async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox', { name: PALETTE_INPUT_LABEL });
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Screens' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('command palette', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it("lists the screens an admin may open, from the side menu's registry, and none of the superadmin's", async () => {
    const user = await openDashboard('admin');
    await openPalette(user);
    const names = optionNames();
    expect(names).toEqual([
      'DashboardCurrent screen',
      'Slider',
      'Festivals',
      'Greetings',
      'Categories',
      'Custom Categories',
      'Posts',
      'Frames',
      'Theme Samples',
      'Suvichar',
      'Subscriptions',
      'Reports',
      'Trash',
      'Notifications',
    ]);
    expect(names).not.toContain('App Users');
  });

  it('gives the employee the Trash too (issue 28.3: their own deletions), and no superadmin screen', async () => {
    const user = await openDashboard('employee');
    await openPalette(user);
    const names = optionNames();
    expect(names).toContain('Trash');
    expect(names).not.toContain('History');
    expect(names).not.toContain('App Users');
  });

  it('gives the superadmin the Master screens too, with their menu section', async () => {
    const user = await openDashboard('superadmin');
    await openPalette(user);
    const names = optionNames();
    expect(names).toContain('App UsersMaster');
    expect(names).toContain('Admin UsersMaster');
    expect(names).toContain('Subscribed UsersMaster');
    expect(names).toContain('CategoriesContent');
    expect(names).toContain('HistoryMaster');
    expect(names).toContain('TrashMaster');
    expect(names).toContain('NotificationsMaster');
    expect(names).toHaveLength(18);
  });

  it('filters as one types, announces the active screen, and Enter goes there', async () => {
    const user = await openDashboard('employee');
    const input = await openPalette(user);
    await user.type(input, 'categ');
    expect(optionNames()).toEqual(['Categories', 'Custom Categories']);
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);

    // Arrow down moves the active screen; Enter opens it.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Custom Categories' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/categories'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: PALETTE_INPUT_LABEL })).not.toBeInTheDocument());
  });

  it('says so when nothing matches, and starts afresh when opened again', async () => {
    const user = await openDashboard('admin');
    const input = await openPalette(user);
    await user.type(input, 'app users');
    expect(screen.getByText('No screen matches')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: PALETTE_INPUT_LABEL })).not.toBeInTheDocument());
    const again = await openPalette(user);
    expect(again).toHaveValue('');
    expect(optionNames()).toHaveLength(14);
  });

  it('opens from the top bar button too', async () => {
    const user = await openDashboard('admin');
    await user.click(screen.getByRole('button', { name: new RegExp(PALETTE_BUTTON_TEXT) }));
    expect(await screen.findByRole('combobox', { name: PALETTE_INPUT_LABEL })).toBeInTheDocument();
  });

  it("shows the keyboard shortcuts on '?'", async () => {
    const user = await openDashboard('admin');
    // As on a real keyboard: '?' is Shift and '/'.
    await user.keyboard('{Shift>}?{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Go to a screen (command palette)');
    expect(dialog).toHaveTextContent('Show keyboard shortcuts');
  });
});
