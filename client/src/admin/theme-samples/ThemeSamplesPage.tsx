import { Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { ThemeSampleFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { type FormField, FormDialog, type FormDialogProps } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import type { StoredImage } from '../shared/images/types';
import { PageHeader } from '../shared/PageHeader';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { CreateThemeSampleDocument } from './graphql/createThemeSample';
import { DeleteThemeSampleDocument } from './graphql/deleteThemeSample';
import { ThemeSamplesDocument } from './graphql/themeSamples';
import { UpdateThemeSampleDocument } from './graphql/updateThemeSample';

type ThemeSample = ThemeSampleFieldsFragment;

export interface ThemeSampleFormValues extends Record<string, unknown> {
  status: boolean | '';
  themeSampleImage: File[];
}

const NEW_THEME_SAMPLE: ThemeSampleFormValues = { status: true, themeSampleImage: [] };

/** Spec §5 Theme sample: the image is required (on add; on edit a new one replaces it). */
export function themeSampleFields(current: readonly StoredImage[] = []): FormField<ThemeSampleFormValues>[] {
  return [
    {
      name: 'themeSampleImage',
      label: 'Theme Sample Image',
      type: 'images',
      max: 1,
      required: (_values, mode) => mode === 'add',
      existingImages: current,
      helperText: (mode) => (mode === 'edit' ? 'Choose an image only to replace the current one' : undefined),
    },
    { name: 'status', label: 'Status', type: 'select', required: true, options: STATUS_OPTIONS },
  ];
}

const COLUMNS: readonly DataTableColumn<ThemeSample>[] = [
  {
    id: 'image',
    header: 'Image',
    render: (row) => <ImageThumbs images={row.image ? [row.image] : []} alt="Theme sample" />,
  },
  { id: 'status', header: 'Status', value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
];

/** Spec §2 Theme Samples (any signed-in staff): sample posters the app shows. */
export function ThemeSamplesPage() {
  const dialog = useRecordDialog<ThemeSample>();
  const [deleting, setDeleting] = useState<ThemeSample>();

  const { data, loading, error, refetch } = useQuery(ThemeSamplesDocument);
  // Spec §8 gives the categories text as this list's fallback too.
  useErrorToast(error, 'Failed to get categories');

  const reload = { refetchQueries: [ThemeSamplesDocument] };
  const [createThemeSample] = useMutationWithToast(CreateThemeSampleDocument, {
    successMessage: 'ThemeSample created successfully',
    failureMessage: 'Failed to create ThemeSample',
    ...reload,
  });
  const [updateThemeSample] = useMutationWithToast(UpdateThemeSampleDocument, {
    successMessage: 'ThemeSample updated successfully',
    failureMessage: 'Failed to update ThemeSample',
    ...reload,
  });
  const [deleteThemeSample] = useMutationWithToast(DeleteThemeSampleDocument, {
    successMessage: 'ThemeSample deleted successfully',
    failureMessage: 'Failed to delete ThemeSample',
    undoable: true,
    ...reload,
  });

  const actions = useMemo<RowAction<ThemeSample>[]>(
    () => [
      { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
      { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [dialog.openEdit],
  );

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues: ThemeSampleFormValues = editing ? { status: editing.status, themeSampleImage: [] } : NEW_THEME_SAMPLE;
  const fields = useMemo(() => themeSampleFields(editing?.image ? [editing.image] : []), [editing]);

  const save: FormDialogProps<ThemeSampleFormValues>['onSubmit'] = async (values, upload) => {
    const status = values.status === true;
    const [image] = values.themeSampleImage;
    const saved = editing
      ? await updateThemeSample({ input: { id: editing.id, status }, themeSampleImage: image ?? null }, upload)
      : await createThemeSample({ input: { status }, themeSampleImage: image }, upload);
    return Boolean(saved);
  };

  return (
    <>
      <PageHeader title="Theme Samples" />
      <DataTable
        label="Theme Samples"
        rows={data?.themeSamples ?? []}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get categories"
        onRetry={refetch}
        toolbar={<AddButton text="Add Theme Sample" onClick={dialog.openAdd} />}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="Theme Sample"
        history={editing ? { entityKind: 'ThemeSample', entityId: editing.id } : undefined}
        fields={fields}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && deleteThemeSample({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default ThemeSamplesPage;
