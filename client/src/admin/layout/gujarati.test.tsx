import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { categoriesResponse, dashboardResponse } from '../test-support/responses';

/** Issue 29: the side menu and the command palette show the manifests' titles translated. */
describe('the shell in Gujarati', () => {
  beforeEach(async () => {
    await act(() => applyLanguage('gu'));
  });
  afterEach(async () => {
    clearToasts();
    localStorage.clear();
    await act(() => applyLanguage('en'));
  });

  async function openDashboard() {
    const user = userEvent.setup();
    renderAdmin('/dashboard', { signedInAs: staffUser('superadmin', { language: 'gu' }), responses: [dashboardResponse(), categoriesResponse()] });
    const menu = await screen.findByRole('navigation', { name: 'મુખ્ય મેનૂ' });
    return { user, menu };
  }

  it('names the side menu and its screens in Gujarati', async () => {
    const { menu } = await openDashboard();
    expect(within(menu).getByRole('link', { name: 'કચરાપેટી' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'ઇતિહાસ' })).toBeInTheDocument();
  });

  it('offers the screens in the command palette, found by their Gujarati names', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: /સ્ક્રીન પર જાઓ/ }));
    const input = await screen.findByRole('combobox', { name: 'સ્ક્રીન પર જાઓ' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('placeholder', 'સ્ક્રીન પર જાઓ…');
    await user.type(input, 'કચરા');
    const options = within(screen.getByRole('listbox', { name: 'સ્ક્રીન' })).getAllByRole('option');
    // The section's name ('Master') is translated from the manifests (gu/entities.json).
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent(/^કચરાપેટી/);
    await user.clear(input);
    await user.type(input, 'zzzz');
    expect(await screen.findByText('કોઈ સ્ક્રીન મળી નથી')).toBeInTheDocument();
  });
});
