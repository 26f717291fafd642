import { HotkeysProvider } from '@blueprintjs/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type RowAction } from '../DataTable';

interface Fruit {
  id: string;
  name: string;
}

/** The text of the tooltip on screen (Blueprint's has no role), or null. */
const shownTooltip = () => document.querySelector('.bp6-tooltip .bp6-popover-content')?.textContent ?? null;

function renderTable(actions: RowAction<Fruit>[]) {
  return render(
    <HotkeysProvider>
      <DataTable
        label="Fruits"
        rows={[{ id: '1', name: 'Banana' }]}
        columns={[{ id: 'name', header: 'Name', value: (fruit) => fruit.name }]}
        rowKey={(fruit) => fruit.id}
        actions={actions}
      />
    </HotkeysProvider>,
  );
}

describe('DataTable row actions', () => {
  it('shows an icon-only action its name as a tooltip on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderTable([
      { label: 'Edit', icon: 'edit', onClick: onEdit },
      { label: 'Delete', icon: 'trash', onClick: () => {} },
    ]);
    const edit = screen.getByRole('button', { name: 'Edit' });

    await user.hover(edit);
    await vi.waitFor(() => expect(shownTooltip()).toBe('Edit'));
    await user.unhover(edit);
    await vi.waitFor(() => expect(shownTooltip()).toBeNull());

    // Tab from the Edit button to Delete: the tooltip follows the focus.
    edit.focus();
    await vi.waitFor(() => expect(shownTooltip()).toBe('Edit'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await vi.waitFor(() => expect(shownTooltip()).toBe('Delete'));

    await user.click(edit);
    expect(onEdit).toHaveBeenCalledWith({ id: '1', name: 'Banana' });
  });

  it('names a badged action by its label and count, with the label as its tooltip', async () => {
    const user = userEvent.setup();
    renderTable([{ label: 'Subcategories', icon: 'folder-open', onClick: () => {}, badge: () => '4' }]);
    const row = screen.getAllByRole('row')[1];
    const button = within(row).getByRole('button', { name: 'Subcategories 4' });
    await user.hover(button);
    await vi.waitFor(() => expect(shownTooltip()).toBe('Subcategories'));
  });
});
