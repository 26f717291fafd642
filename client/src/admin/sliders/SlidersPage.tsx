import { Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { SliderFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { type FormField, FormDialog } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import type { StoredImage } from '../shared/images/types';
import { PageHeader } from '../shared/PageHeader';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { INVALID_URL, URL_PATTERN } from '../shared/validation';
import { CreateSliderDocument } from './graphql/createSlider';
import { DeleteSliderDocument } from './graphql/deleteSlider';
import { SlidersDocument } from './graphql/sliders';
import { UpdateSliderDocument } from './graphql/updateSlider';

type Slider = SliderFieldsFragment;

export interface SliderFormValues extends Record<string, unknown> {
  sliderName: string;
  sliderLink: string;
  status: boolean | '';
  sliderImage: File[];
}

const NEW_SLIDER: SliderFormValues = { sliderName: '', sliderLink: '', status: true, sliderImage: [] };

/** Spec §5 Slider: name and image required (the image on add; on edit a new one replaces it), link optional. */
export function sliderFields(current: readonly StoredImage[] = []): FormField<SliderFormValues>[] {
  return [
    { name: 'sliderName', label: 'Slider Name', required: true, autoComplete: 'off' },
    {
      name: 'sliderLink',
      label: 'Slider Link',
      placeholder: 'https://',
      autoComplete: 'off',
      validate: (value) => (URL_PATTERN.test(String(value).trim()) ? undefined : INVALID_URL),
    },
    { name: 'status', label: 'Status', type: 'select', required: true, options: STATUS_OPTIONS },
    {
      name: 'sliderImage',
      label: 'Slider Image',
      type: 'images',
      max: 1,
      required: (_values, mode) => mode === 'add',
      existingImages: current,
      helperText: (mode) => (mode === 'edit' ? 'Choose an image only to replace the current one' : undefined),
    },
  ];
}

const COLUMNS: readonly DataTableColumn<Slider>[] = [
  {
    id: 'image',
    header: 'Image',
    render: (row) => <ImageThumbs images={row.image ? [row.image] : []} alt={row.sliderName} />,
  },
  { id: 'sliderName', header: 'Name', value: (row) => row.sliderName, sortable: true },
  {
    id: 'sliderLink',
    header: 'Link',
    value: (row) => row.sliderLink ?? '',
    render: (row) =>
      row.sliderLink ? (
        <a href={row.sliderLink} target="_blank" rel="noopener noreferrer">
          {row.sliderLink}
        </a>
      ) : null,
    sortable: true,
  },
  { id: 'status', header: 'Status', value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
];

/** Spec §2 Sliders (any signed-in staff): the app's home-screen banners. */
export function SlidersPage() {
  const dialog = useRecordDialog<Slider>();
  const [deleting, setDeleting] = useState<Slider>();

  const { data, loading, error, refetch } = useQuery(SlidersDocument);
  // Spec §8 gives the categories text as the sliders list's fallback.
  useErrorToast(error, 'Failed to get categories');

  const reload = { refetchQueries: [SlidersDocument] };
  const [createSlider] = useMutationWithToast(CreateSliderDocument, {
    successMessage: 'Slider created successfully',
    failureMessage: 'Failed to create slider',
    ...reload,
  });
  const [updateSlider] = useMutationWithToast(UpdateSliderDocument, {
    successMessage: 'Slider updated successfully',
    failureMessage: 'Failed to update slider',
    ...reload,
  });
  const [deleteSlider] = useMutationWithToast(DeleteSliderDocument, {
    successMessage: 'Slider deleted successfully',
    failureMessage: 'Failed to delete slider',
    undoable: true,
    ...reload,
  });

  const actions = useMemo<RowAction<Slider>[]>(
    () => [
      { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
      { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [dialog.openEdit],
  );

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues: SliderFormValues = editing
    ? { sliderName: editing.sliderName, sliderLink: editing.sliderLink ?? '', status: editing.status, sliderImage: [] }
    : NEW_SLIDER;
  const fields = useMemo(() => sliderFields(editing?.image ? [editing.image] : []), [editing]);

  const save: Parameters<typeof FormDialog<SliderFormValues>>[0]['onSubmit'] = async (values, upload) => {
    const input = {
      sliderName: values.sliderName.trim(),
      sliderLink: values.sliderLink.trim() || null,
      status: values.status === true,
    };
    const [image] = values.sliderImage;
    const saved = editing
      ? await updateSlider({ input: { id: editing.id, ...input }, sliderImage: image ?? null }, upload)
      : await createSlider({ input, sliderImage: image }, upload);
    return Boolean(saved);
  };

  return (
    <>
      <PageHeader title="Slider" />
      <DataTable
        label="Sliders"
        rows={data?.sliders ?? []}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get categories"
        onRetry={refetch}
        toolbar={<AddButton text="Add Slider" onClick={dialog.openAdd} />}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="Slider"
        history={editing ? { entityKind: 'Slider', entityId: editing.id } : undefined}
        fields={fields}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && deleteSlider({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default SlidersPage;
