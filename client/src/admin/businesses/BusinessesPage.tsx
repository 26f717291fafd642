import { Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { BusinessFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { type FormField, FormDialog } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import { GalleryDialog } from '../shared/images/GalleryDialog';
import type { StoredImage } from '../shared/images/types';
import { PageHeader } from '../shared/PageHeader';
import { BackButton, isMissingRecord, ParentNotFound } from '../shared/ParentRecordState';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { EMAIL_PATTERN, INVALID_EMAIL, INVALID_MOBILE, INVALID_URL, MOBILE_PATTERN, URL_PATTERN } from '../shared/validation';
import {
  BusinessesDocument,
  BusinessFramesDocument,
  BusinessOwnerDocument,
  CreateBusinessDocument,
  DeleteBusinessDocument,
  UpdateBusinessDocument,
} from './graphql/businesses';

type Business = BusinessFieldsFragment;

export interface BusinessFormValues extends Record<string, unknown> {
  businessName: string;
  businessEmail: string;
  businessMobile: string;
  businessWebsite: string;
  businessTagLine: string;
  businessAddress: string;
  businessLogo: File[];
  businessFrame: File[];
}

const NEW_BUSINESS: BusinessFormValues = {
  businessName: '',
  businessEmail: '',
  businessMobile: '',
  businessWebsite: '',
  businessTagLine: '',
  businessAddress: '',
  businessLogo: [],
  businessFrame: [],
};

const check = (pattern: RegExp, message: string) => (value: unknown) => (pattern.test(String(value).trim()) ? undefined : message);

/** Spec §3 Business fields with the §5 texts; the logo and frames on edit are added to what is shown. */
export function businessFields(logo: readonly StoredImage[] = [], frames: readonly StoredImage[] = []): FormField<BusinessFormValues>[] {
  return [
    { name: 'businessName', label: 'Business Name', required: true, autoComplete: 'off' },
    { name: 'businessEmail', label: 'Business Email', type: 'email', autoComplete: 'off', validate: check(EMAIL_PATTERN, INVALID_EMAIL) },
    { name: 'businessMobile', label: 'Business Mobile', autoComplete: 'off', validate: check(MOBILE_PATTERN, INVALID_MOBILE) },
    { name: 'businessWebsite', label: 'Business Website', placeholder: 'https://', autoComplete: 'off', validate: check(URL_PATTERN, INVALID_URL) },
    { name: 'businessTagLine', label: 'Business Tag Line', autoComplete: 'off' },
    { name: 'businessAddress', label: 'Business Address', type: 'textarea' },
    {
      name: 'businessLogo',
      label: 'Business Logo',
      type: 'images',
      max: 1,
      existingImages: logo,
      helperText: (mode) => (mode === 'edit' && logo.length ? 'Choose an image only to replace the current one' : undefined),
    },
    {
      name: 'businessFrame',
      label: 'Business Frames',
      type: 'images',
      max: 50,
      existingImages: frames,
      helperText: (mode) => (mode === 'edit' ? 'New frames join the ones shown; remove or reorder them with the Frames action' : undefined),
    },
  ];
}

const COLUMNS: readonly DataTableColumn<Business>[] = [
  {
    id: 'logo',
    header: 'Logo',
    render: (business) => <ImageThumbs images={business.businessLogo ? [business.businessLogo] : []} alt={business.businessName} />,
  },
  { id: 'businessName', header: 'Name', value: (business) => business.businessName, sortable: true },
  { id: 'businessEmail', header: 'Email', value: (business) => business.businessEmail, sortable: true, searchable: false },
  { id: 'businessMobile', header: 'Mobile', value: (business) => business.businessMobile, searchable: false },
  { id: 'businessAddress', header: 'Address', value: (business) => business.businessAddress, searchable: false },
];

/** Spec §2 Businesses (/business/{user id}, all staff): one app user's businesses. */
export function BusinessesPage() {
  const { id: userId = '' } = useParams();
  const dialog = useRecordDialog<Business>();
  const [deleting, setDeleting] = useState<Business>();
  const [framesOf, setFramesOf] = useState<Business>();

  const owner = useQuery(BusinessOwnerDocument, { variables: { id: userId } });
  const { data, loading, error, refetch } = useQuery(BusinessesDocument, {
    variables: { id: userId },
    skip: Boolean(owner.error),
  });

  const reload = { refetchQueries: [BusinessesDocument] };
  const [createBusiness] = useMutationWithToast(CreateBusinessDocument, {
    successMessage: 'Business created successfully',
    failureMessage: 'Failed to create business',
    ...reload,
  });
  const [updateBusiness] = useMutationWithToast(UpdateBusinessDocument, {
    successMessage: 'Business updated successfully',
    failureMessage: 'Failed to update business',
    ...reload,
  });
  const [addFrames] = useMutationWithToast(UpdateBusinessDocument, {
    successMessage: 'Business updated successfully',
    failureMessage: 'Failed to update business',
    refetchQueries: [BusinessesDocument, BusinessFramesDocument],
  });
  const [deleteBusiness] = useMutationWithToast(DeleteBusinessDocument, {
    successMessage: 'Business deleted successfully',
    failureMessage: 'Failed to delete business',
    undoable: true,
    ...reload,
  });

  const actions = useMemo<RowAction<Business>[]>(
    () => [
      { label: 'Frames', icon: 'media', onClick: setFramesOf },
      { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
      { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [dialog.openEdit],
  );

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const fields = useMemo(() => businessFields(editing?.businessLogo ? [editing.businessLogo] : [], editing?.businessFrame ?? []), [editing]);

  if (owner.error && isMissingRecord(owner.error)) {
    return <ParentNotFound what="User" backTo="/appusers" backLabel="Back to App Users" />;
  }
  const ownerName = owner.data?.appUserSummary.name;

  const initialValues: BusinessFormValues = editing
    ? {
        businessName: editing.businessName,
        businessEmail: editing.businessEmail ?? '',
        businessMobile: editing.businessMobile ?? '',
        businessWebsite: editing.businessWebsite ?? '',
        businessTagLine: editing.businessTagLine ?? '',
        businessAddress: editing.businessAddress ?? '',
        businessLogo: [],
        businessFrame: [],
      }
    : NEW_BUSINESS;

  const save: Parameters<typeof FormDialog<BusinessFormValues>>[0]['onSubmit'] = async (values, upload) => {
    const optional = (text: string) => text.trim() || null;
    const input = {
      businessName: values.businessName.trim(),
      businessEmail: optional(values.businessEmail),
      businessMobile: optional(values.businessMobile),
      businessWebsite: optional(values.businessWebsite),
      businessTagLine: optional(values.businessTagLine),
      businessAddress: optional(values.businessAddress),
    };
    const files = {
      businessLogo: values.businessLogo[0] ?? null,
      businessFrame: values.businessFrame.length ? values.businessFrame : null,
    };
    const saved = editing
      ? await updateBusiness({ input: { id: editing.id, ...input }, ...files }, upload)
      : await createBusiness({ input: { userId, ...input }, ...files }, upload);
    return Boolean(saved);
  };

  return (
    <>
      <PageHeader title={ownerName ? `Businesses of ${ownerName}` : 'Businesses'}>
        <BackButton to="/appusers" label="App Users" />
      </PageHeader>
      <DataTable
        label="Businesses"
        rows={data?.businesses ?? []}
        columns={COLUMNS}
        rowKey={(business) => business.id}
        actions={actions}
        loading={loading || owner.loading}
        error={error ?? owner.error}
        errorFallback="Failed to get businesses"
        onRetry={() => Promise.all([owner.refetch(), refetch()])}
        searchPlaceholder="Search by name"
        toolbar={<AddButton text="Add Business" onClick={dialog.openAdd} />}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="Business"
        history={editing ? { entityKind: 'Business', entityId: editing.id } : undefined}
        fields={fields}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <GalleryDialog
        isOpen={Boolean(framesOf)}
        onClose={() => setFramesOf(undefined)}
        recordId={framesOf?.id}
        recordName={framesOf?.businessName}
        title="Business Frames"
        imagesQuery={BusinessFramesDocument}
        selectImages={(frames) => frames.business.businessFrame}
        addImages={async (files, upload) => Boolean(framesOf && (await addFrames({ input: { id: framesOf.id }, businessFrame: files }, upload)))}
        refetchQueries={[BusinessesDocument]}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && deleteBusiness({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default BusinessesPage;
