import type { BusinessesQuery, BusinessesQueryVariables, BusinessFieldsFragment, BusinessFramesQuery } from '../../gql/graphql';
import { msg, translate } from '../core/i18n/i18n';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import type { StoredImage } from '../shared/images/types';
import { parentRecord } from '../shared/resource/parent';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
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
    { name: 'businessName', label: msg('Business Name'), required: true, autoComplete: 'off' },
    { name: 'businessEmail', label: msg('Business Email'), type: 'email', autoComplete: 'off', validate: check(EMAIL_PATTERN, INVALID_EMAIL) },
    { name: 'businessMobile', label: msg('Business Mobile'), autoComplete: 'off', validate: check(MOBILE_PATTERN, INVALID_MOBILE) },
    {
      name: 'businessWebsite',
      label: msg('Business Website'),
      placeholder: msg('https://'),
      autoComplete: 'off',
      validate: check(URL_PATTERN, INVALID_URL),
    },
    { name: 'businessTagLine', label: msg('Business Tag Line'), autoComplete: 'off' },
    { name: 'businessAddress', label: msg('Business Address'), type: 'textarea' },
    {
      name: 'businessLogo',
      label: msg('Business Logo'),
      type: 'images',
      max: 1,
      existingImages: logo,
      helperText: (mode) => (mode === 'edit' && logo.length ? msg('Choose an image only to replace the current one') : undefined),
    },
    {
      name: 'businessFrame',
      label: msg('Business Frames'),
      type: 'images',
      max: 50,
      existingImages: frames,
      helperText: (mode) => (mode === 'edit' ? msg('New frames join the ones shown; remove or reorder them with the Frames action') : undefined),
    },
  ];
}

const COLUMNS: readonly DataTableColumn<Business>[] = [
  {
    id: 'logo',
    header: msg('Logo'),
    render: (business) => <ImageThumbs images={business.businessLogo ? [business.businessLogo] : []} alt={business.businessName} />,
  },
  { id: 'businessName', header: msg('Name'), value: (business) => business.businessName, sortable: true },
  { id: 'businessEmail', header: msg('Email'), value: (business) => business.businessEmail, sortable: true, searchable: false },
  { id: 'businessMobile', header: msg('Mobile'), value: (business) => business.businessMobile, searchable: false },
  { id: 'businessAddress', header: msg('Address'), value: (business) => business.businessAddress, searchable: false },
];

function businessInput(values: BusinessFormValues) {
  const optional = (text: string) => text.trim() || null;
  return {
    businessName: values.businessName.trim(),
    businessEmail: optional(values.businessEmail),
    businessMobile: optional(values.businessMobile),
    businessWebsite: optional(values.businessWebsite),
    businessTagLine: optional(values.businessTagLine),
    businessAddress: optional(values.businessAddress),
  };
}

function businessFiles(values: BusinessFormValues) {
  return {
    businessLogo: values.businessLogo[0] ?? null,
    businessFrame: values.businessFrame.length ? values.businessFrame : null,
  };
}

const BUSINESSES: ResourceConfig<Business, BusinessFormValues, BusinessesQuery, BusinessFramesQuery, BusinessesQueryVariables> = {
  resource: 'business',
  title: msg('Businesses'),
  tableLabel: msg('Businesses'),
  entityName: msg('Business'),
  historyKind: 'Business',
  addText: msg('Add Business'),
  parent: parentRecord(BusinessOwnerDocument, (data) => data.appUserSummary.name, {
    title: (name) => translate('Businesses of {name}', { name }),
    back: { to: '/appusers', label: msg('App Users') },
    notFound: { what: msg('User'), backLabel: msg('Back to App Users') },
  }),
  list: BusinessesDocument,
  variables: ({ parentId }) => ({ id: parentId }),
  rows: (data) => data.businesses,
  columns: COLUMNS,
  searchPlaceholder: msg('Search by name'),
  fields: (editing) => businessFields(editing?.businessLogo ? [editing.businessLogo] : [], editing?.businessFrame ?? []),
  initialValues: (editing) =>
    editing
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
      : NEW_BUSINESS,
  create: write(CreateBusinessDocument, (values, userId) => ({ input: { userId, ...businessInput(values) }, ...businessFiles(values) })),
  update: write(UpdateBusinessDocument, (values, editing) => ({ input: { id: editing.id, ...businessInput(values) }, ...businessFiles(values) })),
  remove: { document: DeleteBusinessDocument },
  recordName: (row) => row.businessName,
  // Frames are added through the update, as the spec's edit form does.
  gallery: {
    label: msg('Frames'),
    title: msg('Business Frames'),
    images: BusinessFramesDocument,
    select: (data) => data.business.businessFrame,
    add: write(UpdateBusinessDocument, (row, images) => ({ input: { id: row.id }, businessFrame: images })),
  },
};

export default BUSINESSES;
