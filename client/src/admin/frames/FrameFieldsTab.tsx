import { Intent, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { FrameFieldFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog, DELETE_CONFIRM_MESSAGE } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { type FormField, FormDialog } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import type { StoredImage } from '../shared/images/types';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { CreateFrameFieldDocument } from './graphql/createFrameField';
import { DeleteFrameFieldDocument } from './graphql/deleteFrameField';
import { FrameFieldsDocument } from './graphql/frameFields';
import { UpdateFrameFieldDocument } from './graphql/updateFrameField';

type FrameField = FrameFieldFieldsFragment;

export interface FrameFieldFormValues extends Record<string, unknown> {
  title: string;
  variableName: string;
  type: '' | 'text' | 'image';
  isElection: boolean;
  image: File[];
}

const NEW_FIELD: FrameFieldFormValues = { title: '', variableName: '', type: '', isElection: false, image: [] };
export const VARIABLE_NAME_MESSAGE = 'Variable Name may contain only letters, digits and underscores';

/** The dialog's fields; the image upload shows only when the type is image (spec §4). */
export function frameFieldFields(current: readonly StoredImage[] = []): readonly FormField<FrameFieldFormValues>[] {
  return [
    { name: 'title', label: 'Title', required: true, autoComplete: 'off' },
    {
      name: 'variableName',
      label: 'Variable Name',
      required: true,
      autoComplete: 'off',
      helperText: 'The key the app fills in, e.g. name, mobile, businessLogo',
      validate: (value) => (/^[A-Za-z0-9_]+$/.test(String(value).trim()) ? undefined : VARIABLE_NAME_MESSAGE),
    },
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      required: true,
      options: [
        { label: 'Text', value: 'text' },
        { label: 'Image', value: 'image' },
      ],
    },
    { name: 'isElection', label: 'Is Election', type: 'switch' },
    {
      name: 'image',
      label: 'Image',
      type: 'images',
      max: 1,
      existingImages: current,
      hidden: (values) => values.type !== 'image',
      helperText: (mode) => (mode === 'edit' && current.length ? 'Choose an image only to replace the current one' : undefined),
    },
  ];
}

const COLUMNS: readonly DataTableColumn<FrameField>[] = [
  { id: 'title', header: 'Title', value: (field) => field.title, sortable: true },
  { id: 'type', header: 'Type', value: (field) => field.type, sortable: true, render: (field) => (field.type === 'image' ? 'Image' : 'Text') },
  {
    id: 'image',
    header: 'Image',
    render: (field) => <ImageThumbs images={field.image ? [field.image] : []} alt={field.title} />,
  },
  { id: 'variableName', header: 'Variable Name', value: (field) => field.variableName, sortable: true },
  {
    id: 'isElection',
    header: 'Election',
    value: (field) => field.isElection,
    sortable: true,
    render: (field) => (
      <Tag minimal round intent={field.isElection ? Intent.PRIMARY : Intent.NONE}>
        {field.isElection ? 'Yes' : 'No'}
      </Tag>
    ),
  },
];

/** How many frames a deletion touches, in the confirmation (issue 12 §1). */
export function deleteFieldMessage(field: FrameField | undefined): string {
  if (!field || field.frameCount === 0) return DELETE_CONFIRM_MESSAGE;
  const frames = field.frameCount === 1 ? '1 frame uses' : `${field.frameCount} frames use`;
  return `${frames} this field; their regions will have no type until you choose another. ${DELETE_CONFIRM_MESSAGE}`;
}

/** Spec §2 Frames, the Frame Fields tab: table and add/edit dialog; the image upload shows only for image fields. */
export function FrameFieldsTab() {
  const dialog = useRecordDialog<FrameField>();
  const [deleting, setDeleting] = useState<FrameField>();
  const { data, loading, error, refetch } = useQuery(FrameFieldsDocument);
  useErrorToast(error, 'Failed to get frame fields');

  const reload = { refetchQueries: [FrameFieldsDocument] };
  const [createField] = useMutationWithToast(CreateFrameFieldDocument, {
    successMessage: 'Frame field created successfully',
    failureMessage: 'Failed to create frame field',
    ...reload,
  });
  const [updateField] = useMutationWithToast(UpdateFrameFieldDocument, {
    successMessage: 'Frame field updated successfully',
    failureMessage: 'Failed to update frame field',
    ...reload,
  });
  const [deleteField] = useMutationWithToast(DeleteFrameFieldDocument, {
    successMessage: 'Frame field deleted successfully',
    failureMessage: 'Failed to delete frame field',
    undoable: true,
    ...reload,
  });

  const actions = useMemo<RowAction<FrameField>[]>(
    () => [
      { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
      { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [dialog.openEdit],
  );

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues: FrameFieldFormValues = editing
    ? { title: editing.title, variableName: editing.variableName, type: editing.type, isElection: editing.isElection, image: [] }
    : NEW_FIELD;

  const fields = useMemo(() => frameFieldFields(editing?.image ? [editing.image] : []), [editing]);

  const save: Parameters<typeof FormDialog<FrameFieldFormValues>>[0]['onSubmit'] = async ({ image, type, ...values }, upload) => {
    const input = { ...values, title: values.title.trim(), variableName: values.variableName.trim(), type: type as 'text' | 'image' };
    const file = type === 'image' ? (image[0] ?? null) : null;
    const saved = editing
      ? await updateField({ input: { id: editing.id, ...input }, image: file }, upload)
      : await createField({ input, image: file }, upload);
    return Boolean(saved);
  };

  return (
    <>
      <DataTable
        label="Frame Fields"
        rows={data?.frameFields ?? []}
        columns={COLUMNS}
        rowKey={(field) => field.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get frame fields"
        onRetry={() => void refetch()}
        toolbar={<AddButton text="Add Frame Field" onClick={dialog.openAdd} />}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="Frame Field"
        history={editing ? { entityKind: 'FrameField', entityId: editing.id } : undefined}
        fields={fields}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        message={deleteFieldMessage(deleting)}
        onConfirm={() => deleting && deleteField({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
