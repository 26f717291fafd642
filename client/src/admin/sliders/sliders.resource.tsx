import type { SliderFieldsFragment, SlidersQuery } from '../../gql/graphql';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import type { StoredImage } from '../shared/images/types';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { INVALID_URL, URL_PATTERN } from '../shared/validation';
import { CreateSliderDocument } from './graphql/createSlider';
import { DeleteSliderDocument } from './graphql/deleteSlider';
import { SlidersDocument } from './graphql/sliders';
import { UpdateSliderDocument } from './graphql/updateSlider';
import { msg, translate } from '../core/i18n/i18n';

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
    { name: 'sliderName', label: msg('Slider Name'), required: true, autoComplete: 'off' },
    {
      name: 'sliderLink',
      label: msg('Slider Link'),
      placeholder: msg('https://'),
      autoComplete: 'off',
      validate: (value) => (URL_PATTERN.test(String(value).trim()) ? undefined : INVALID_URL),
    },
    { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
    {
      name: 'sliderImage',
      label: msg('Slider Image'),
      type: 'images',
      max: 1,
      required: (_values, mode) => mode === 'add',
      existingImages: current,
      helperText: (mode) => (mode === 'edit' ? translate('Choose an image only to replace the current one') : undefined),
    },
  ];
}

const COLUMNS: readonly DataTableColumn<Slider>[] = [
  {
    id: 'image',
    header: msg('Image'),
    render: (row) => <ImageThumbs images={row.image ? [row.image] : []} alt={row.sliderName} />,
  },
  { id: 'sliderName', header: msg('Name'), value: (row) => row.sliderName, sortable: true },
  {
    id: 'sliderLink',
    header: msg('Link'),
    value: (row) => row.sliderLink ?? '',
    render: (row) =>
      row.sliderLink ? (
        <a href={row.sliderLink} target="_blank" rel="noopener noreferrer">
          {row.sliderLink}
        </a>
      ) : null,
    sortable: true,
  },
  { id: 'status', header: msg('Status'), value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
];

/** Spec §2 Sliders (any signed-in staff): the app's home-screen banners. */
const SLIDERS: ResourceConfig<Slider, SliderFormValues, SlidersQuery> = {
  resource: 'slider',
  title: msg('Slider'),
  tableLabel: msg('Sliders'),
  entityName: msg('Slider'),
  historyKind: 'Slider',
  addText: msg('Add Slider'),
  list: SlidersDocument,
  rows: (data) => data.sliders,
  columns: COLUMNS,
  fields: (editing) => sliderFields(editing?.image ? [editing.image] : []),
  initialValues: (editing) =>
    editing ? { sliderName: editing.sliderName, sliderLink: editing.sliderLink ?? '', status: editing.status, sliderImage: [] } : NEW_SLIDER,
  create: write(CreateSliderDocument, (values) => ({ input: sliderInput(values), sliderImage: values.sliderImage[0] })),
  update: write(UpdateSliderDocument, (values, editing) => ({
    input: { id: editing.id, ...sliderInput(values) },
    sliderImage: values.sliderImage[0] ?? null,
  })),
  remove: { document: DeleteSliderDocument },
};

function sliderInput(values: SliderFormValues) {
  return { sliderName: values.sliderName.trim(), sliderLink: values.sliderLink.trim() || null, status: values.status === true };
}

export default SLIDERS;
