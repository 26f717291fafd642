import type { ThemeSampleFieldsFragment, ThemeSamplesQuery } from '../../gql/graphql';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import type { StoredImage } from '../shared/images/types';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { CreateThemeSampleDocument } from './graphql/createThemeSample';
import { DeleteThemeSampleDocument } from './graphql/deleteThemeSample';
import { ThemeSamplesDocument } from './graphql/themeSamples';
import { UpdateThemeSampleDocument } from './graphql/updateThemeSample';
import { msg, translate } from '../core/i18n/i18n';

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
      label: msg('Theme Sample Image'),
      type: 'images',
      max: 1,
      required: (_values, mode) => mode === 'add',
      existingImages: current,
      helperText: (mode) => (mode === 'edit' ? translate('Choose an image only to replace the current one') : undefined),
    },
    { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
  ];
}

const COLUMNS: readonly DataTableColumn<ThemeSample>[] = [
  {
    id: 'image',
    header: msg('Image'),
    render: (row) => <ImageThumbs images={row.image ? [row.image] : []} alt={translate('Theme sample')} />,
  },
  { id: 'status', header: msg('Status'), value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
];

/** Spec §2 Theme Samples (any signed-in staff): sample posters the app shows. */
const THEME_SAMPLES: ResourceConfig<ThemeSample, ThemeSampleFormValues, ThemeSamplesQuery> = {
  resource: 'themeSample',
  title: msg('Theme Samples'),
  tableLabel: msg('Theme Samples'),
  entityName: msg('Theme Sample'),
  historyKind: 'ThemeSample',
  addText: msg('Add Theme Sample'),
  list: ThemeSamplesDocument,
  rows: (data) => data.themeSamples,
  columns: COLUMNS,
  fields: (editing) => themeSampleFields(editing?.image ? [editing.image] : []),
  initialValues: (editing) => (editing ? { status: editing.status, themeSampleImage: [] } : NEW_THEME_SAMPLE),
  create: write(CreateThemeSampleDocument, (values) => ({ input: { status: values.status === true }, themeSampleImage: values.themeSampleImage[0] })),
  update: write(UpdateThemeSampleDocument, (values, editing) => ({
    input: { id: editing.id, status: values.status === true },
    themeSampleImage: values.themeSampleImage[0] ?? null,
  })),
  remove: { document: DeleteThemeSampleDocument },
};

export default THEME_SAMPLES;
