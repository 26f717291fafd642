import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryFieldsFragment } from '../../gql/graphql';
import { clearToasts } from '../core/toaster';
import { type MockedResponses, renderAdmin, staffUser } from '../test-support/renderAdmin';
import { CategoriesDocument } from '../shared/graphql/categories';
import { CategoryDocument } from '../shared/graphql/category';
import { CreateCategoryDocument } from './graphql/createCategory';
import { categoryDeleteDetails } from './categories.resource';
import { DeleteCategoryDocument } from './graphql/deleteCategory';
import { RestoreTrashEntryDocument } from '../shared/graphql/restoreTrashEntry';
import { UpdateCategoryDocument } from './graphql/updateCategory';

function category(overrides: Partial<CategoryFieldsFragment> & { id: string }): CategoryFieldsFragment {
  return {
    __typename: 'Category',
    categoryName: 'Festivals',
    isElection: false,
    status: true,
    totalSubcategories: 0,
    ...overrides,
  } as CategoryFieldsFragment;
}

const DIWALI = category({ id: 'c1', categoryName: 'Diwali', totalSubcategories: 4 });
const ELECTION = category({ id: 'c2', categoryName: 'Election 2027', isElection: true, status: false });

function listResponse(categories: CategoryFieldsFragment[]): MockedResponses[number] {
  return { request: { query: CategoriesDocument }, result: { data: { categories } } };
}

function renderCategories(responses: MockedResponses) {
  return renderAdmin('/categories', { signedInAs: staffUser('admin'), responses });
}

function rowOf(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

describe('CategoriesPage', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('lists categories with status badges and a subcategories action showing the count', async () => {
    renderCategories([listResponse([DIWALI, ELECTION])]);
    expect(await screen.findByText('Diwali')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['No.', 'Category Name', 'Status', 'Actions']);
    expect(within(rowOf('Diwali')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Election 2027')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Diwali')).getByRole('button', { name: 'Subcategories 4' })).toBeInTheDocument();
  });

  it('opens /subcategories/{id} from the row action', async () => {
    const user = userEvent.setup();
    renderCategories([
      listResponse([DIWALI]),
      { request: { query: CategoryDocument, variables: { id: 'c1' } }, result: { data: { category: DIWALI } } },
    ]);
    await user.click(within(await screen.findByRole('row', { name: /Diwali/ })).getByRole('button', { name: /^Subcategories/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/subcategories/c1'));
    expect(await screen.findByRole('heading', { name: 'Subcategories of Diwali' })).toBeInTheDocument();
  });

  it('asks for the name, creates the category, toasts and reloads the list', async () => {
    const user = userEvent.setup();
    const created = category({ id: 'c3', categoryName: 'Navratri', isElection: true });
    renderCategories([
      listResponse([DIWALI]),
      {
        request: {
          query: CreateCategoryDocument,
          variables: { input: { categoryName: 'Navratri', isElection: true, status: true } },
        },
        result: { data: { createCategory: created } },
      },
      listResponse([created, DIWALI]),
    ]);
    await screen.findByText('Diwali');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Add Category' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Category Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Category Name/), '  Navratri ');
    await user.click(within(dialog).getByRole('switch', { name: 'Is Election' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Navratri')).toBeInTheDocument();
  });

  it('edits a category with its current values filled in', async () => {
    const user = userEvent.setup();
    renderCategories([
      listResponse([DIWALI]),
      {
        request: {
          query: UpdateCategoryDocument,
          variables: { input: { id: 'c1', categoryName: 'Deepavali', isElection: false, status: false } },
        },
        result: { data: { updateCategory: { ...DIWALI, categoryName: 'Deepavali', status: false } } },
      },
      listResponse([{ ...DIWALI, categoryName: 'Deepavali', status: false }]),
    ]);
    await user.click(within(await screen.findByRole('row', { name: /Diwali/ })).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit Category' })).toBeInTheDocument();
    const name = within(dialog).getByLabelText(/Category Name/);
    expect(name).toHaveValue('Diwali');
    await user.clear(name);
    await user.type(name, 'Deepavali');
    await user.selectOptions(within(dialog).getByLabelText(/Status/), 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Deepavali')).toBeInTheDocument();
  });

  it('keeps the dialog open and shows the fallback when the server gives no message', async () => {
    const user = userEvent.setup();
    renderCategories([
      listResponse([]),
      {
        request: { query: CreateCategoryDocument, variables: { input: { categoryName: 'Holi', isElection: false, status: true } } },
        error: new Error('Network down'),
      },
    ]);
    await screen.findByText('No Data Available');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Category Name/), 'Holi');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to create category')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes after confirmation, toasts and reloads', async () => {
    const user = userEvent.setup();
    renderCategories([
      listResponse([DIWALI, ELECTION]),
      {
        request: { query: DeleteCategoryDocument, variables: { id: 'c1' } },
        result: { data: { deleteCategory: { __typename: 'Category', id: 'c1' } } },
      },
      listResponse([ELECTION]),
    ]);
    await user.click(within(await screen.findByRole('row', { name: /Diwali/ })).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure want to delete this?');
    // It says what goes with the category (issue 21): its subcategories and their images.
    expect(within(confirm).getByText("This moves 'Diwali' and its 4 subcategories and their images to the Trash.")).toBeInTheDocument();
    // Issue 28.2: what the Trash keeps and until when, never the spec's "can't recover it" (that is Delete forever's).
    expect(await within(confirm).findByText(/^You can restore it from the Trash until \d\d\/\d\d\/\d{4} \(30 days\)\.$/)).toBeInTheDocument();
    expect(confirm).not.toHaveTextContent("can't recover");
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Diwali')).not.toBeInTheDocument());
    expect(screen.getByText('Election 2027')).toBeInTheDocument();
  });

  it('offers Undo in the delete toast, which restores the category and reloads the list', async () => {
    const user = userEvent.setup();
    renderCategories([
      listResponse([DIWALI, ELECTION]),
      {
        request: { query: DeleteCategoryDocument, variables: { id: 'c1' } },
        result: { data: { deleteCategory: { __typename: 'Category', id: 'c1' } } },
      },
      listResponse([ELECTION]),
      {
        request: { query: RestoreTrashEntryDocument, variables: { id: 'c1' } },
        result: { data: { restoreTrashEntry: { __typename: 'TrashEntry', id: 'c1', label: 'Diwali' } } },
      },
      listResponse([DIWALI, ELECTION]),
    ]);
    // The shared toaster may still be closing the previous test's delete toast, whose Undo belongs to that test.
    await waitFor(() => expect(screen.queryByText('Category deleted successfully')).not.toBeInTheDocument());
    await user.click(within(await screen.findByRole('row', { name: /Diwali/ })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const toast = (await screen.findByText('Category deleted successfully')).closest('.bp6-toast') as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('row', { name: /Diwali/ })).not.toBeInTheDocument());

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored successfully')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Diwali/ })).toBeInTheDocument();
  });

  it('offers no Undo when a toast is not a delete', async () => {
    const user = userEvent.setup();
    const created = category({ id: 'c3', categoryName: 'Holi' });
    renderCategories([
      listResponse([]),
      {
        request: { query: CreateCategoryDocument, variables: { input: { categoryName: 'Holi', isElection: false, status: true } } },
        result: { data: { createCategory: created } },
      },
      listResponse([created]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    await user.type(await screen.findByLabelText(/Category Name/), 'Holi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const toast = (await screen.findByText('Category created successfully')).closest('.bp6-toast') as HTMLElement;
    expect(within(toast).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it("shows the server's message with a Retry button when the list cannot be loaded, and loads it on Retry", async () => {
    const user = userEvent.setup();
    renderCategories([{ request: { query: CategoriesDocument }, result: { errors: [{ message: 'Database unavailable' }] } }, listResponse([DIWALI])]);
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(await within(table).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(within(table).queryByText('No Data Available')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    expect(await within(table).findByText('Diwali')).toBeInTheDocument();
    expect(within(table).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses a name over the server's 100 characters under the field, before sending", async () => {
    const user = userEvent.setup();
    renderCategories([listResponse([DIWALI])]);
    await screen.findByText('Diwali');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Category Name/));
    await user.paste('ક'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Category Name must be at most 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Category Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a taken name (409) under the name field, not in a toast, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderCategories([
      listResponse([DIWALI]),
      {
        request: {
          query: CreateCategoryDocument,
          variables: { input: { categoryName: 'diwali', isElection: false, status: true } },
        },
        result: { errors: [{ message: 'A category with this name already exists', extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await screen.findByText('Diwali');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Category Name/), 'diwali');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('A category with this name already exists')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('A category with this name already exists')).toHaveLength(1);
    // Typing a new name clears the server's message.
    await user.type(within(dialog).getByLabelText(/Category Name/), ' Mela');
    expect(within(dialog).queryByText('A category with this name already exists')).not.toBeInTheDocument();
  });
});

describe('CategoriesPage keyboard shortcuts', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it("'/' focuses the search box; letters typed there search instead of acting", async () => {
    const user = userEvent.setup();
    renderCategories([listResponse([DIWALI, ELECTION])]);
    await screen.findByText('Diwali');
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search...' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.keyboard('n');
    expect(search).toHaveValue('n');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'n' opens Add with focus in its first field, and focus goes back to Add on close", async () => {
    const user = userEvent.setup();
    renderCategories([listResponse([DIWALI])]);
    await screen.findByText('Diwali');
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Add Category' })).toBeInTheDocument();
    const name = within(dialog).getByLabelText(/Category Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Category' })).toHaveFocus());
  });

  it("keeps quiet while a dialog is open: 'n' in Edit does not switch it to Add", async () => {
    const user = userEvent.setup();
    renderCategories([listResponse([DIWALI])]);
    await user.click(within(await screen.findByRole('row', { name: /Diwali/ })).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('switch', { name: 'Is Election' }).focus();
    await user.keyboard('n/');
    expect(within(dialog).getByRole('heading', { name: 'Edit Category' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Is Election' })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search...' })).not.toHaveFocus();
  });

  it("lists the list's shortcuts in the '?' overlay", async () => {
    const user = userEvent.setup();
    renderCategories([listResponse([DIWALI])]);
    await screen.findByText('Diwali');
    await user.keyboard('{Shift>}?{/Shift}');
    const overlay = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(overlay).toHaveTextContent('On a list');
    expect(overlay).toHaveTextContent("Add a new record (the list's Add button)");
    expect(overlay).toHaveTextContent('Search the list');
    expect(overlay).toHaveTextContent('Go to a screen (command palette)');
  });
});

describe('categoryDeleteDetails', () => {
  it('counts subcategories and greetings, and says nothing extra for a category without any', () => {
    expect(categoryDeleteDetails({ categoryName: 'Festivals', totalSubcategories: 3, totalGreetings: 12 })).toBe(
      "This moves 'Festivals' and its 3 subcategories, its 12 greetings and their images to the Trash.",
    );
    expect(categoryDeleteDetails({ categoryName: 'Holi', totalSubcategories: 1, totalGreetings: 0 })).toBe(
      "This moves 'Holi' and its subcategory with its images to the Trash.",
    );
    // Issue 28.2: one of each reads as English, not 'its 1 subcategory, 1 greeting'.
    expect(categoryDeleteDetails({ categoryName: 'Navratri', totalSubcategories: 1, totalGreetings: 1 })).toBe(
      "This moves 'Navratri' and its subcategory, its greeting and their images to the Trash.",
    );
    expect(categoryDeleteDetails({ categoryName: 'Empty', totalSubcategories: 0, totalGreetings: 0 })).toBeUndefined();
  });
});
