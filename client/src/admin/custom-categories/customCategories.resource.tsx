import { Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { CustomCategoryFieldsFragment } from '../../gql/graphql';
import { NotificationsDocument } from '../layout/graphql/notifications';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { type FormField, FormDialog } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import { GalleryDialog } from '../shared/images/GalleryDialog';
import type { UploadControls } from '../shared/images/types';
import { NotifyConfirmDialog } from '../shared/NotifyConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { AddCustomCategoryImagesDocument } from './graphql/addCustomCategoryImages';
import { CreateCustomCategoryDocument } from './graphql/createCustomCategory';
import { CustomCategoriesDocument } from './graphql/customCategories';
import { CustomCategoryImagesDocument } from './graphql/customCategoryImages';
import { DeleteCustomCategoryDocument } from './graphql/deleteCustomCategory';
import { NotifyCustomCategoryDocument } from './graphql/notifyCustomCategory';
import { UpdateCustomCategoryDocument } from './graphql/updateCustomCategory';

type CustomCategory = CustomCategoryFieldsFragment;

export interface CustomCategoryFormValues extends Record<string, unknown> {
  customcategoryName: string;
  priority: string;
  status: boolean | '';
}

const NEW_CUSTOM_CATEGORY: CustomCategoryFormValues = { customcategoryName: '', priority: '', status: true };

const PRIORITY_RULE = 'Priority must be a whole number from 0 to 100000';

/** Spec §5 Custom category: name, priority and status required. */
export const CUSTOM_CATEGORY_FIELDS: readonly FormField<CustomCategoryFormValues>[] = [
  { name: 'customcategoryName', label: 'Custom Category Name', required: true, autoComplete: 'off' },
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

const COLUMNS: readonly DataTableColumn<CustomCategory>[] = [
  { id: 'customcategoryName', header: 'Name', value: (row) => row.customcategoryName, sortable: true },
  { id: 'priority', header: 'Priority', value: (row) => row.priority, sortable: true },
  { id: 'status', header: 'Status', value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
  {
    id: 'images',
    header: 'Images',
    render: (row) => <ImageThumbs images={row.images} alt={row.customcategoryName} />,
  },
];

/** Spec §2 Custom Categories (all staff roles): galleries outside the categories. */
export function CustomCategoriesPage() {
  const dialog = useRecordDialog<CustomCategory>();
  const [deleting, setDeleting] = useState<CustomCategory>();
  const [gallery, setGallery] = useState<CustomCategory>();
  const [notifying, setNotifying] = useState<CustomCategory>();

  const { data, loading, error, refetch } = useQuery(CustomCategoriesDocument);
  useErrorToast(error, 'Failed to get Customcategories');

  const reload = { refetchQueries: [CustomCategoriesDocument] };
  const [createCustomCategory] = useMutationWithToast(CreateCustomCategoryDocument, {
    successMessage: 'Customcategory created successfully',
    failureMessage: 'Failed to create Customcategory',
    ...reload,
  });
  const [updateCustomCategory] = useMutationWithToast(UpdateCustomCategoryDocument, {
    successMessage: 'Customcategory updated successfully',
    failureMessage: 'Failed to update Customcategory',
    ...reload,
  });
  const [deleteCustomCategory] = useMutationWithToast(DeleteCustomCategoryDocument, {
    successMessage: 'Customcategory deleted successfully',
    failureMessage: 'Failed to delete Customcategory',
    ...reload,
  });
  const [addImages] = useMutationWithToast(AddCustomCategoryImagesDocument, {
    successMessage: 'Customcategory images added successfully',
    failureMessage: 'Failed to add Customcategory images',
    ...reload,
  });
  const [notify] = useMutationWithToast(NotifyCustomCategoryDocument, {
    successMessage: 'Notification sent Successfully',
    failureMessage: 'Failed to send notification',
    refetchQueries: [NotificationsDocument],
  });

  const actions = useMemo<RowAction<CustomCategory>[]>(
    () => [
      { label: 'Upload Images', icon: 'media', onClick: setGallery },
      { label: 'Send notification', icon: 'notifications', onClick: setNotifying },
      { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
      { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [dialog.openEdit],
  );

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues: CustomCategoryFormValues = editing
    ? { customcategoryName: editing.customcategoryName, priority: String(editing.priority), status: editing.status }
    : NEW_CUSTOM_CATEGORY;

  const save = async (values: CustomCategoryFormValues) => {
    const input = {
      customcategoryName: values.customcategoryName.trim(),
      priority: Number(values.priority),
      status: values.status === true,
    };
    const saved = editing
      ? await updateCustomCategory({ input: { id: editing.id, ...input } })
      : await createCustomCategory({ input });
    return Boolean(saved);
  };

  return (
    <>
      <PageHeader title="Custom Categories" />
      <DataTable
        label="Custom Categories"
        rows={data?.customCategories ?? []}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get Customcategories"
        onRetry={refetch}
        toolbar={<AddButton text="Add Custom Category" onClick={dialog.openAdd} />}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="Custom Category"
        fields={CUSTOM_CATEGORY_FIELDS}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <GalleryDialog
        isOpen={Boolean(gallery)}
        onClose={() => setGallery(undefined)}
        title="Upload Images"
        recordId={gallery?.id}
        recordName={gallery?.customcategoryName}
        imagesQuery={CustomCategoryImagesDocument}
        selectImages={(images) => images.customCategoryImages}
        addImages={async (files: File[], upload: UploadControls) =>
          Boolean(gallery && (await addImages({ id: gallery.id, images: files }, upload)))
        }
        refetchQueries={[CustomCategoriesDocument]}
      />
      <NotifyConfirmDialog
        subject={notifying?.customcategoryName}
        onConfirm={() => notifying && notify({ id: notifying.id })}
        onClose={() => setNotifying(undefined)}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && deleteCustomCategory({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default CustomCategoriesPage;
