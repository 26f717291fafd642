import { Intent, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CategoryFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import type { ServerErrorCode } from '../shared/errors';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { type FormField, FormDialog } from '../shared/FormDialog';
import { PageHeader } from '../shared/PageHeader';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { CategoriesDocument } from './graphql/categories';
import { CreateCategoryDocument } from './graphql/createCategory';
import { DeleteCategoryDocument } from './graphql/deleteCategory';
import { UpdateCategoryDocument } from './graphql/updateCategory';

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
  { name: 'categoryName', label: 'Category Name', required: true, autoComplete: 'off', maxLength: 100 },
  { name: 'isElection', label: 'Is Election', type: 'switch' },
  { name: 'status', label: 'Status', type: 'select', required: true, options: STATUS_OPTIONS },
];

const COLUMNS: readonly DataTableColumn<Category>[] = [
  { id: 'categoryName', header: 'Category Name', value: (category) => category.categoryName, sortable: true },
  {
    id: 'status',
    header: 'Status',
    value: (category) => category.status,
    render: (category) => <StatusTag active={category.status} />,
    sortable: true,
  },
];

/** Spec §2 Categories: list, add/edit dialog, delete confirmation, link to subcategories. */
export function CategoriesPage() {
  const navigate = useNavigate();
  const dialog = useRecordDialog<Category>();
  const [deleting, setDeleting] = useState<Category>();

  const { data, loading, error, refetch } = useQuery(CategoriesDocument);
  useErrorToast(error, 'Failed to get categories');

  // A taken name (409) is shown under the name field, not in a toast.
  const reload = { refetchQueries: [CategoriesDocument], fieldFor: nameConflict };
  const [createCategory, , createRefusal] = useMutationWithToast(CreateCategoryDocument, {
    successMessage: 'Category created successfully',
    failureMessage: 'Failed to create category',
    ...reload,
  });
  const [updateCategory, , updateRefusal] = useMutationWithToast(UpdateCategoryDocument, {
    successMessage: 'Category updated successfully',
    failureMessage: 'Failed to update category',
    ...reload,
  });
  const [deleteCategory] = useMutationWithToast(DeleteCategoryDocument, {
    successMessage: 'Category deleted successfully',
    failureMessage: 'Failed to delete category',
    ...reload,
  });

  const actions = useMemo<RowAction<Category>[]>(
    () => [
      {
        label: 'Subcategories',
        icon: 'folder-open',
        onClick: (category) => navigate(`/subcategories/${category.id}`),
        badge: (category) => (
          <Tag round intent={Intent.PRIMARY}>
            {category.totalSubcategories}
          </Tag>
        ),
      },
      { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
      { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [navigate, dialog.openEdit],
  );

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues: CategoryFormValues = editing
    ? { categoryName: editing.categoryName, isElection: editing.isElection, status: editing.status }
    : NEW_CATEGORY;

  const save = async (values: CategoryFormValues) => {
    const input = { ...values, categoryName: values.categoryName.trim() };
    const saved = editing
      ? await updateCategory({ input: { id: editing.id, ...input } })
      : await createCategory({ input });
    return saved ? true : ((editing ? updateRefusal() : createRefusal()) ?? false);
  };

  return (
    <>
      <PageHeader title="Categories" />
      <DataTable
        label="Categories"
        rows={data?.categories ?? []}
        columns={COLUMNS}
        rowKey={(category) => category.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get categories"
        onRetry={refetch}
        toolbar={
          <AddButton text="Add Category" onClick={dialog.openAdd} />
        }
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="Category"
        fields={CATEGORY_FIELDS}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && deleteCategory({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default CategoriesPage;
