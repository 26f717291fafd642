import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HotkeysProvider } from '@blueprintjs/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataTableColumn, DataTable, SERVER_SEARCH_DEBOUNCE_MS } from './DataTable';

interface Fruit {
  id: string;
  name: string;
  colour: string;
  stock: number;
}

const COLUMNS: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Name', value: (fruit) => fruit.name, sortable: true },
  { id: 'colour', header: 'Colour', value: (fruit) => fruit.colour },
  { id: 'stock', header: 'Stock', value: (fruit) => fruit.stock, sortable: true, searchable: false },
];

const FRUITS: Fruit[] = [
  { id: '1', name: 'Banana', colour: 'yellow', stock: 12 },
  { id: '2', name: 'apple', colour: 'red', stock: 3 },
  { id: '3', name: 'Cherry', colour: 'red', stock: 250 },
];

function manyFruits(count: number): Fruit[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    name: `Fruit ${index + 1}`,
    colour: 'green',
    stock: index,
  }));
}

function renderTable(rows: Fruit[], extra: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) {
  // The provider the admin shell gives it (the '/' shortcut registers there).
  return render(
    <HotkeysProvider>
      <DataTable label="Fruits" rows={rows} columns={COLUMNS} rowKey={(fruit) => fruit.id} {...extra} />
    </HotkeysProvider>,
  );
}

/** The text of one column's cells, top to bottom. */
function columnTexts(columnIndex: number): string[] {
  const table = screen.getByRole('table', { name: 'Fruits' });
  const bodyRows = within(table).getAllByRole('row').slice(1);
  return bodyRows.map((row) => within(row).getAllByRole('cell')[columnIndex].textContent ?? '');
}

describe('DataTable', () => {
  afterEach(() => vi.useRealTimers());

  it('numbers the rows and renders the configured columns', () => {
    renderTable(FRUITS);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['No.', 'Name', 'Colour', 'Stock']);
    expect(columnTexts(0)).toEqual(['1', '2', '3']);
    expect(columnTexts(1)).toEqual(['Banana', 'apple', 'Cherry']);
  });

  it("shows 'No Data Available' when there are no rows", () => {
    renderTable([]);
    expect(screen.getByRole('cell', { name: 'No Data Available' })).toBeInTheDocument();
  });

  it("shows a failed load's message and a Retry button instead of 'No Data Available'", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable([], { error: new Error('Failed to fetch'), errorFallback: 'Failed to get fruits', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get fruits');
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner instead of the empty text while loading', () => {
    renderTable([], { loading: true });
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });

  it('filters across the searchable columns, case-insensitively', async () => {
    const user = userEvent.setup();
    renderTable(FRUITS);
    await user.type(screen.getByRole('searchbox'), 'RED');
    expect(columnTexts(1)).toEqual(['apple', 'Cherry']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'ban');
    expect(columnTexts(1)).toEqual(['Banana']);
    // Stock is not searchable: its numbers do not match.
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '250');
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
  });

  it('sorts by a sortable header, ascending then descending', async () => {
    const user = userEvent.setup();
    renderTable(FRUITS);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(columnTexts(1)).toEqual(['apple', 'Banana', 'Cherry']);
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(columnTexts(1)).toEqual(['Cherry', 'Banana', 'apple']);
    // Numbers sort by size, not as text.
    await user.click(within(screen.getByRole('columnheader', { name: /Stock/ })).getByRole('button'));
    expect(columnTexts(3)).toEqual(['3', '12', '250']);
    // The No. column counts rows as shown.
    expect(columnTexts(0)).toEqual(['1', '2', '3']);
  });

  it('has no sort button on a column that is not sortable', () => {
    renderTable(FRUITS);
    expect(within(screen.getByRole('columnheader', { name: 'Colour' })).queryByRole('button')).toBeNull();
  });

  it('shows the pager only when there are more than 5 rows', () => {
    const { unmount } = renderTable(manyFruits(5));
    expect(screen.queryByRole('navigation', { name: 'Fruits pages' })).toBeNull();
    unmount();
    renderTable(manyFruits(6));
    expect(screen.getByRole('navigation', { name: 'Fruits pages' })).toHaveTextContent('1–6 of 6');
  });

  it('pages by 10 by default and offers 10, 50 and 100 rows per page', async () => {
    const user = userEvent.setup();
    renderTable(manyFruits(120));
    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(pageSize).toHaveValue('10');
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '50', '100']);
    expect(columnTexts(0)).toHaveLength(10);
    expect(screen.getByText('1–10 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(columnTexts(0)[0]).toBe('11');
    expect(screen.getByText('11–20 of 120')).toBeInTheDocument();

    await user.selectOptions(pageSize, '50');
    expect(columnTexts(0)).toHaveLength(50);
    expect(columnTexts(0)[0]).toBe('1');
    await user.selectOptions(pageSize, '100');
    expect(columnTexts(0)).toHaveLength(100);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('goes back to the first page when the search changes', async () => {
    const user = userEvent.setup();
    renderTable(manyFruits(30));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.type(screen.getByRole('searchbox'), 'Fruit 1');
    // Fruit 1 and Fruit 10 to 19.
    expect(columnTexts(1)).toEqual(['Fruit 1', ...Array.from({ length: 9 }, (_, index) => `Fruit ${10 + index}`)]);
  });

  it("runs row actions with the row, and names each action button (a badge's count included)", async () => {
    const user = userEvent.setup();
    const edit = vi.fn();
    renderTable(FRUITS, {
      actions: [
        { label: 'Edit', icon: 'edit', onClick: edit },
        { label: 'Stock', icon: 'box', onClick: vi.fn(), badge: (fruit) => <span>{fruit.stock}</span> },
      ],
    });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const cherryRow = screen.getByRole('row', { name: /Cherry/ });
    await user.click(within(cherryRow).getByRole('button', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledWith(FRUITS[2]);
    // What is seen (the count) is also what a screen reader announces.
    expect(within(cherryRow).getByRole('button', { name: 'Stock 250' })).toBeInTheDocument();
  });

  it('in server mode, leaves paging to the server and debounces the search by 2 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onSearch = vi.fn();
    const onPageChange = vi.fn();
    renderTable(manyFruits(10), {
      server: { page: 1, pageSize: 10, totalCount: 42, onPageChange, onPageSizeChange: vi.fn(), onSearch },
    });
    // Rows are the server's page 2: numbered from 11, not sliced again.
    expect(columnTexts(0)[0]).toBe('11');
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50']);

    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'ra' } });
    act(() => vi.advanceTimersByTime(1000));
    // Typing again restarts the wait.
    fireEvent.change(search, { target: { value: 'ram' } });
    act(() => vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS - 100));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ram');
    // Server search does not filter the rows it was given.
    expect(columnTexts(0)).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('in server mode, Enter searches at once and the pending wait does not ask again', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onSearch = vi.fn();
    renderTable(manyFruits(10), {
      server: { page: 0, pageSize: 10, totalCount: 42, onPageChange: vi.fn(), onPageSizeChange: vi.fn(), onSearch },
    });
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' 98765 ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('98765');
    act(() => vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('in server mode with onSortChange, a header click asks the server for the order and shows it, not sorting the page itself', () => {
    const onSortChange = vi.fn();
    const onPageChange = vi.fn();
    const server = { page: 2, pageSize: 10, totalCount: 42, onPageChange, onPageSizeChange: vi.fn(), onSortChange };
    const { rerender } = renderTable(FRUITS, { server });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'asc' });
    // A new order starts at the first page.
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    // The rows stay as the server sent them until it answers.
    expect(columnTexts(1)).toEqual(['Banana', 'apple', 'Cherry']);

    rerender(
      <HotkeysProvider>
        <DataTable
          label="Fruits"
          rows={FRUITS}
          columns={COLUMNS}
          rowKey={(fruit) => fruit.id}
          server={{ ...server, sort: { columnId: 'name', direction: 'asc' } }}
        />
      </HotkeysProvider>,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'desc' });
  });
});
