import { Intent, Tag } from '@blueprintjs/core';
import type { CategoriesQuery, CategoryFieldsFragment } from '../../gql/graphql';
import { GREETING, SUBCATEGORY } from '../../../../shared/entities';
import { cascadeDeleteMessage, its, withTheirImages } from '../shared/cascadeMessage';
import type { ServerErrorCode } from '../core/errors';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { CategoriesDocument } from '../shared/graphql/categories';
import { CreateCategoryDocument } from './graphql/createCategory';
import { DeleteCategoryDocument } from './graphql/deleteCategory';
import { UpdateCategoryDocument } from './graphql/updateCategory';
import { msg } from '../core/i18n/i18n';

type Category = CategoryFieldsFragment;

const nameConflict = (code: ServerErrorCode | undefined) => (code === 'CONFLICT' ? 'categoryName' : undefined);

export interface CategoryFormValues extends Record<string, unknown> {
  categoryName: string;
  isElection: boolean;
  status: boolean;
}

const NEW_CATEGORY: CategoryFormValues = { categoryName: '', isElection: false, status: true };

export const CATEGORY_FIELDS: readonly FormField<CategoryFormValues>[] = [
  // The server's limit and message (RequiredText), checked before sending.
  { name: 'categoryName', label: msg('Category Name'), required: true, autoComplete: 'off', maxLength: 100 },
  { name: 'isElection', label: msg('Is Election'), type: 'switch' },
  { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
];

const COLUMNS: readonly DataTableColumn<Category>[] = [
  { id: 'categoryName', header: msg('Category Name'), value: (category) => category.categoryName, sortable: true },
  {
    id: 'status',
    header: msg('Status'),
    value: (category) => category.status,
    render: (category) => <StatusTag active={category.status} />,
    sortable: true,
  },
];

/** Spec §2 Categories: list, add/edit dialog, delete confirmation, link to subcategories. */
const CATEGORIES: ResourceConfig<Category, CategoryFormValues, CategoriesQuery> = {
  resource: 'category',
  title: msg('Categories'),
  tableLabel: msg('Categories'),
  entityName: msg('Category'),
  historyKind: 'Category',
  addText: msg('Add Category'),
  list: CategoriesDocument,
  rows: (data) => data.categories,
  columns: COLUMNS,
  fields: CATEGORY_FIELDS,
  initialValues: (editing) =>
    editing ? { categoryName: editing.categoryName, isElection: editing.isElection, status: editing.status } : NEW_CATEGORY,
  create: write(CreateCategoryDocument, (values) => ({ input: categoryInput(values) })),
  update: write(UpdateCategoryDocument, (values, editing) => ({ input: { id: editing.id, ...categoryInput(values) } })),
  remove: { document: DeleteCategoryDocument, confirm: (category) => ({ details: categoryDeleteDetails(category) }) },
  // A taken name (409) is shown under the name field, not in a toast.
  fieldFor: nameConflict,
  links: (navigate) => [
    {
      label: msg('Subcategories'),
      icon: 'folder-open',
      onClick: (category) => navigate(`/subcategories/${category.id}`),
      badge: (category) => (
        <Tag round intent={Intent.PRIMARY}>
          {category.totalSubcategories}
        </Tag>
      ),
    },
  ],
};

/** What deleting a category takes with it (its subcategories and greetings cascade, with their images). */
export function categoryDeleteDetails(category: Pick<Category, 'categoryName' | 'totalSubcategories' | 'totalGreetings'>): string | undefined {
  const takes = withTheirImages([its(category.totalSubcategories, SUBCATEGORY.nouns), its(category.totalGreetings, GREETING.nouns)]);
  return takes ? cascadeDeleteMessage(category.categoryName, takes) : undefined;
}

function categoryInput(values: CategoryFormValues) {
  return { ...values, categoryName: values.categoryName.trim() };
}

export default CATEGORIES;
