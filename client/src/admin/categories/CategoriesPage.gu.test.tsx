import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryFieldsFragment, SubcategoryFieldsFragment } from '../../gql/graphql';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { CategoriesDocument } from '../shared/graphql/categories';
import { CategoryDocument } from '../shared/graphql/category';
import { SubcategoriesDocument } from '../subcategories/graphql/subcategories';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';

const DIWALI = {
  __typename: 'Category',
  id: 'c1',
  categoryName: 'Diwali',
  isElection: false,
  status: true,
  totalSubcategories: 0,
  totalGreetings: 0,
} as CategoryFieldsFragment;

const GUJARATI_ADMIN = staffUser('admin', { language: 'gu' });

// Issue 29: the categories and their subcategories for a member who chose ગુજરાતી.
describe('categories in Gujarati', () => {
  beforeEach(async () => {
    await act(() => applyLanguage('gu'));
  });

  afterEach(async () => {
    clearToasts();
    localStorage.clear();
    await act(() => applyLanguage('en'));
  });

  it('titles the screen and its Add button in Gujarati; record names stay as written', async () => {
    renderAdmin('/categories', {
      signedInAs: GUJARATI_ADMIN,
      responses: [{ request: { query: CategoriesDocument }, result: { data: { categories: [DIWALI] } } }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'કેટેગરીઓ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'કેટેગરી ઉમેરો' })).toBeInTheDocument();
    expect(await screen.findByText('Diwali')).toBeInTheDocument();
  });

  it("names a category's subcategories screen after it, in Gujarati", async () => {
    renderAdmin('/subcategories/c1', {
      signedInAs: GUJARATI_ADMIN,
      responses: [
        { request: { query: CategoryDocument, variables: { id: 'c1' } }, result: { data: { category: DIWALI } } },
        {
          request: { query: SubcategoriesDocument, variables: { id: 'c1' } },
          result: { data: { subcategories: [] as SubcategoryFieldsFragment[] } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali ની સબકેટેગરીઓ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'સબકેટેગરી ઉમેરો' })).toBeInTheDocument();
  });
});
