import { Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { SubcategoryFieldsFragment } from '../../gql/graphql';
import { CategoriesDocument } from '../categories/graphql/categories';
import { CategoryDocument } from '../categories/graphql/category';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { type FormField, FormDialog } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import { GalleryDialog } from '../shared/images/GalleryDialog';
import type { UploadControls } from '../shared/images/types';
import { NotificationsDocument } from '../layout/graphql/notifications';
import { NotifyConfirmDialog } from '../shared/NotifyConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { BackButton, isMissingRecord, ParentNotFound } from '../shared/ParentRecordState';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { AddSubcategoryImagesDocument } from './graphql/addSubcategoryImages';
import { CreateSubcategoryDocument } from './graphql/createSubcategory';
import { DeleteSubcategoryDocument } from './graphql/deleteSubcategory';
import { NotifySubcategoryDocument } from './graphql/notifySubcategory';
import { SubcategoriesDocument } from './graphql/subcategories';
import { SubcategoryImagesDocument } from './graphql/subcategoryImages';
import { UpdateSubcategoryDocument } from './graphql/updateSubcategory';

type Subcategory = SubcategoryFieldsFragment;

export interface SubcategoryFormValues extends Record<string, unknown> {
  subcategoryName: string;
  priority: string;
  status: boolean | '';
}

const NEW_SUBCATEGORY: SubcategoryFormValues = { subcategoryName: '', priority: '', status: true };

const PRIORITY_RULE = 'Priority must be a whole number from 0 to 100000';

export const SUBCATEGORY_FIELDS: readonly FormField<SubcategoryFormValues>[] = [
  { name: 'subcategoryName', label: 'Subcategory Name', required: true, autoComplete: 'off' },
  {
    name: 'priority',
    label: 'Priority',
    type: 'number',
    required: true,
    helperText: 'Lower numbers come first in the app',
    validate: (value) => (/^\d{1,6}$/.test(String(value).trim()) && Number(value) <= 100_000 ? undefined : PRIORITY_RULE),
  },
  { name: 'status', label: 'Status', type: 'select', required: true, options: STATUS_OPTIONS },
];

const COLUMNS: readonly DataTableColumn<Subcategory>[] = [
  { id: 'subcategoryName', header: 'Name', value: (row) => row.subcategoryName, sortable: true },
  { id: 'priority', header: 'Priority', value: (row) => row.priority, sortable: true },
  { id: 'status', header: 'Status', value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
  {
    id: 'images',
    header: 'Images',
    render: (row) => <ImageThumbs images={row.images} alt={row.subcategoryName} />,
  },
];

/** Spec §2 Subcategories of one category (route id = category). */
export function SubcategoriesPage() {
  const { id: categoryId = '' } = useParams();
  const dialog = useRecordDialog<Subcategory>();
  const [deleting, setDeleting] = useState<Subcategory>();
  const [gallery, setGallery] = useState<Subcategory>();
  const [notifying, setNotifying] = useState<Subcategory>();

  const category = useQuery(CategoryDocument, { variables: { id: categoryId } });
  const list = useQuery(SubcategoriesDocument, { variables: { id: categoryId }, skip: !category.data });
  useErrorToast(list.error, 'Failed to get subcategories');

  // The categories table's badge counts subcategories: reload it with the list.
  const reload = { refetchQueries: [SubcategoriesDocument, CategoriesDocument] };
  const [createSubcategory] = useMutationWithToast(CreateSubcategoryDocument, {
    successMessage: 'Subcategory created successfully',
    failureMessage: 'Failed to create subcategory',
    ...reload,
  });
  const [updateSubcategory] = useMutationWithToast(UpdateSubcategoryDocument, {
    successMessage: 'Subcategory updated successfully',
    failureMessage: 'Failed to update subcategory',
    ...reload,
  });
  const [deleteSubcategory] = useMutationWithToast(DeleteSubcategoryDocument, {
    successMessage: 'Subcategory deleted successfully',
    failureMessage: 'Failed to delete subcategory',
    undoable: true,
    ...reload,
  });

  const [addImages] = useMutationWithToast(AddSubcategoryImagesDocument, {
    successMessage: 'Subcategory images added  successfully',
    failureMessage: 'Failed to add subcategory images',
    refetchQueries: [SubcategoriesDocument],
  });
  const [notify] = useMutationWithToast(NotifySubcategoryDocument, {
    successMessage: 'Notification sent Successfully',
    failureMessage: 'Failed to send notification',
    refetchQueries: [NotificationsDocument],
  });

  const actions = useMemo<RowAction<Subcategory>[]>(
    () => [
      { label: 'Upload images', icon: 'media', onClick: setGallery },
      { label: 'Send notification', icon: 'notifications', onClick: setNotifying },
      { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
      { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [dialog.openEdit],
  );

  if (category.error && isMissingRecord(category.error)) {
    return <ParentNotFound what="Category" backTo="/categories" backLabel="Back to Categories" />;
  }
  const categoryName = category.data?.category.categoryName;

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues: SubcategoryFormValues = editing
    ? { subcategoryName: editing.subcategoryName, priority: String(editing.priority), status: editing.status }
    : NEW_SUBCATEGORY;

  const save = async (values: SubcategoryFormValues) => {
    const input = {
      subcategoryName: values.subcategoryName.trim(),
      priority: Number(values.priority),
      status: values.status === true,
    };
    const saved = editing
      ? await updateSubcategory({ input: { id: editing.id, ...input } })
      : await createSubcategory({ input: { categoryId, ...input } });
    return Boolean(saved);
  };

  return (
    <>
      <PageHeader title={categoryName ? `Subcategories of ${categoryName}` : 'Subcategories'}>
        <BackButton to="/categories" label="Back to Categories" />
      </PageHeader>
      <DataTable
        label="Subcategories"
        rows={list.data?.subcategories ?? []}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={actions}
        loading={category.loading || list.loading}
        error={list.error}
        errorFallback="Failed to get subcategories"
        onRetry={list.refetch}
        toolbar={<AddButton text="Add Subcategory" onClick={dialog.openAdd} />}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="Subcategory"
        history={editing ? { entityKind: 'Subcategory', entityId: editing.id } : undefined}
        fields={SUBCATEGORY_FIELDS}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <GalleryDialog
        isOpen={Boolean(gallery)}
        onClose={() => setGallery(undefined)}
        title="Upload images"
        recordId={gallery?.id}
        recordName={gallery?.subcategoryName}
        imagesQuery={SubcategoryImagesDocument}
        selectImages={(images) => images.subcategoryImages}
        addImages={async (files: File[], upload: UploadControls) =>
          Boolean(gallery && (await addImages({ id: gallery.id, categoryId, images: files }, upload)))
        }
        refetchQueries={[SubcategoriesDocument]}
      />
      <NotifyConfirmDialog
        subject={notifying?.subcategoryName}
        onConfirm={() => notifying && notify({ id: notifying.id })}
        onClose={() => setNotifying(undefined)}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && deleteSubcategory({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default SubcategoriesPage;
