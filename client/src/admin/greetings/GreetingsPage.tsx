import { Icon, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { GreetingFieldsFragment } from '../../gql/graphql';
import { CategoriesDocument } from '../categories/graphql/categories';
import { CategoryDocument } from '../categories/graphql/category';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { type FormField, FormDialog } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import { GalleryDialog } from '../shared/images/GalleryDialog';
import type { UploadControls } from '../shared/images/types';
import { PageHeader } from '../shared/PageHeader';
import { BackButton, isMissingRecord, ParentNotFound } from '../shared/ParentRecordState';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { AddGreetingImagesDocument } from './graphql/addGreetingImages';
import { CreateGreetingDocument } from './graphql/createGreeting';
import { DeleteGreetingDocument } from './graphql/deleteGreeting';
import { GreetingImagesDocument } from './graphql/greetingImages';
import { GreetingsDocument } from './graphql/greetings';
import { UpdateGreetingDocument } from './graphql/updateGreeting';

type Greeting = GreetingFieldsFragment;

export interface GreetingFormValues extends Record<string, unknown> {
  greetingName: string;
  status: boolean | '';
  isHomePage: boolean;
}

const NEW_GREETING: GreetingFormValues = { greetingName: '', status: true, isHomePage: false };

export const GREETING_FIELDS: readonly FormField<GreetingFormValues>[] = [
  { name: 'greetingName', label: 'Greeting Name', required: true, autoComplete: 'off' },
  { name: 'status', label: 'Status', type: 'select', required: true, options: STATUS_OPTIONS },
  { name: 'isHomePage', label: 'Display in home screen', type: 'switch' },
];

const COLUMNS: readonly DataTableColumn<Greeting>[] = [
  { id: 'greetingName', header: 'Name', value: (row) => row.greetingName, sortable: true },
  { id: 'status', header: 'Status', value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
  {
    id: 'isHomePage',
    header: 'Display in home screen',
    value: (row) => row.isHomePage,
    render: (row) =>
      row.isHomePage ? (
        <Icon icon="tick-circle" intent={Intent.SUCCESS} title="Shown on the home screen" />
      ) : (
        <Icon icon="minus" title="Not on the home screen" />
      ),
    sortable: true,
  },
  {
    id: 'images',
    header: 'Images',
    render: (row) => <ImageThumbs images={row.images} alt={row.greetingName} />,
  },
];

/** Spec §2 Greetings: one category's greetings (route id = category). */
export function GreetingsPage() {
  const { id: categoryId = '' } = useParams();
  const dialog = useRecordDialog<Greeting>();
  const [deleting, setDeleting] = useState<Greeting>();
  const [gallery, setGallery] = useState<Greeting>();

  const category = useQuery(CategoryDocument, { variables: { id: categoryId } });
  const list = useQuery(GreetingsDocument, { variables: { id: categoryId }, skip: !category.data });
  useErrorToast(list.error, 'Failed to get greetings');

  const reload = { refetchQueries: [GreetingsDocument, CategoriesDocument] };
  const [createGreeting] = useMutationWithToast(CreateGreetingDocument, {
    successMessage: 'Greeting created successfully',
    failureMessage: 'Failed to create greeting',
    ...reload,
  });
  const [updateGreeting] = useMutationWithToast(UpdateGreetingDocument, {
    successMessage: 'Greeting updated successfully',
    failureMessage: 'Failed to update greeting',
    ...reload,
  });
  const [deleteGreeting] = useMutationWithToast(DeleteGreetingDocument, {
    successMessage: 'Greeting deleted successfully',
    failureMessage: 'Failed to delete greeting',
    undoable: true,
    ...reload,
  });

  const [addImages] = useMutationWithToast(AddGreetingImagesDocument, {
    successMessage: 'Greeting images added successfully',
    failureMessage: 'Failed to add greeting images',
    refetchQueries: [GreetingsDocument],
  });

  const actions = useMemo<RowAction<Greeting>[]>(
    () => [
      { label: 'Upload Images', icon: 'media', onClick: setGallery },
      { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
      { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [dialog.openEdit],
  );

  if (category.error && isMissingRecord(category.error)) {
    return <ParentNotFound what="Category" backTo="/greetings" backLabel="Back to Greetings" />;
  }
  const categoryName = category.data?.category.categoryName;

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues: GreetingFormValues = editing
    ? { greetingName: editing.greetingName, status: editing.status, isHomePage: editing.isHomePage }
    : NEW_GREETING;

  const save = async (values: GreetingFormValues) => {
    const input = { greetingName: values.greetingName.trim(), status: values.status === true, isHomePage: values.isHomePage };
    const saved = editing ? await updateGreeting({ input: { id: editing.id, ...input } }) : await createGreeting({ input: { categoryId, ...input } });
    return Boolean(saved);
  };

  return (
    <>
      <PageHeader title={categoryName ? `Greetings of ${categoryName}` : 'Greetings'}>
        <BackButton to="/greetings" label="Back to Greetings" />
      </PageHeader>
      <DataTable
        label="Greetings"
        rows={list.data?.greetings ?? []}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={actions}
        loading={category.loading || list.loading}
        error={list.error}
        errorFallback="Failed to get greetings"
        onRetry={list.refetch}
        toolbar={<AddButton text="Add Greeting" onClick={dialog.openAdd} />}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="Greeting"
        history={editing ? { entityKind: 'Greeting', entityId: editing.id } : undefined}
        fields={GREETING_FIELDS}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <GalleryDialog
        isOpen={Boolean(gallery)}
        onClose={() => setGallery(undefined)}
        title="Upload Images"
        recordId={gallery?.id}
        recordName={gallery?.greetingName}
        imagesQuery={GreetingImagesDocument}
        selectImages={(images) => images.greetingImages}
        addImages={async (files: File[], upload: UploadControls) =>
          Boolean(gallery && (await addImages({ id: gallery.id, categoryId, images: files }, upload)))
        }
        refetchQueries={[GreetingsDocument]}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && deleteGreeting({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default GreetingsPage;
