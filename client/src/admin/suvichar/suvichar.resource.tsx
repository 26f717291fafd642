import { SUVICHAR } from '../../../../shared/entities';
import { formatDay } from '../../../../shared/india-day';
import { graphql } from '../../gql';
import type { SuvicharFieldsFragment, SuvicharsQuery, SuvicharsQueryVariables } from '../../gql/graphql';
import { DayInput } from '../shared/DayInput';
import { NOT_A_DAY } from '../shared/formFields';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import type { StoredImage } from '../shared/images/types';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { msg, translate } from '../core/i18n/i18n';

graphql(`
  fragment SuvicharFields on Suvichar {
    id
    text
    author
    day
    status
    image {
      ...ImageFields
    }
  }
`);

const SuvicharsDocument = graphql(`
  query Suvichars($page: Int, $limit: Int, $query: String) {
    suvichars(page: $page, limit: $limit, query: $query) {
      items {
        ...SuvicharFields
      }
      totalCount
    }
  }
`);

const CreateSuvicharDocument = graphql(`
  mutation CreateSuvichar($input: CreateSuvicharInput!, $suvicharImage: Upload) {
    createSuvichar(input: $input, suvicharImage: $suvicharImage) {
      ...SuvicharFields
    }
  }
`);

const UpdateSuvicharDocument = graphql(`
  mutation UpdateSuvichar($input: UpdateSuvicharInput!, $suvicharImage: Upload) {
    updateSuvichar(input: $input, suvicharImage: $suvicharImage) {
      ...SuvicharFields
    }
  }
`);

const DeleteSuvicharDocument = graphql(`
  mutation DeleteSuvichar($id: ID!) {
    deleteSuvichar(id: $id) {
      id
    }
  }
`);

type Suvichar = SuvicharFieldsFragment;

interface SuvicharFormValues extends Record<string, unknown> {
  text: string;
  author: string;
  day: string;
  status: boolean | '';
  suvicharImage: File[];
}

const NEW_SUVICHAR: SuvicharFormValues = { text: '', author: '', day: '', status: true, suvicharImage: [] };

/** The thought is the server's rule too: Gujarati script, 500 characters at most. */
const GUJARATI = /[\u0A80-\u0AFF]/;

function suvicharFields(current: readonly StoredImage[]): FormField<SuvicharFormValues>[] {
  return [
    {
      name: 'text',
      label: msg('Suvichar'),
      type: 'textarea',
      required: true,
      maxLength: 500,
      validate: (value) => (GUJARATI.test(String(value)) ? undefined : translate('Suvichar must be written in Gujarati')),
    },
    { name: 'author', label: msg('Author'), maxLength: 100, autoComplete: 'off' },
    {
      name: 'day',
      label: msg('Day'),
      type: 'custom',
      required: true,
      helperText: msg('DD/MM/YYYY, India time; one suvichar per day'),
      render: ({ id, value, setValue, intent, invalid, required, disabled }) => (
        <DayInput
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={setValue}
          invalidValue={NOT_A_DAY}
          intent={intent}
          invalid={invalid}
          required={required}
          disabled={disabled}
        />
      ),
    },
    { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
    {
      name: 'suvicharImage',
      label: msg('Background Image'),
      type: 'images',
      max: 1,
      existingImages: current,
      helperText: (mode) =>
        mode === 'edit' && current.length ? translate('Choose an image only to replace the current one') : translate('Optional'),
    },
  ];
}

const COLUMNS: readonly DataTableColumn<Suvichar>[] = [
  {
    id: 'image',
    header: msg('Image'),
    render: (row) => <ImageThumbs images={row.image ? [row.image] : []} alt={translate('Suvichar background')} />,
  },
  { id: 'day', header: msg('Day'), value: (row) => formatDay(row.day) },
  { id: 'text', header: msg('Suvichar'), value: (row) => row.text },
  { id: 'author', header: msg('Author'), value: (row) => row.author ?? '' },
  { id: 'status', header: msg('Status'), value: (row) => row.status, render: (row) => <StatusTag active={row.status} /> },
];

const fields = (values: SuvicharFormValues) => ({
  text: values.text,
  author: values.author,
  day: values.day,
  status: values.status === true,
});

/** Issue 32: the thought of the day, one per India day, paged and searched on the server. */
const SUVICHARS: ResourceConfig<Suvichar, SuvicharFormValues, SuvicharsQuery, unknown, SuvicharsQueryVariables> = {
  resource: 'suvichar',
  title: SUVICHAR.screens[0].title,
  tableLabel: msg('Suvichar'),
  entityName: SUVICHAR.label,
  historyKind: SUVICHAR.model,
  addText: msg('Add Suvichar'),
  list: SuvicharsDocument,
  variables: ({ page }) => page,
  rows: (data) => data.suvichars.items,
  paging: { total: (data) => data.suvichars },
  searchPlaceholder: msg('Suvichar or author'),
  columns: COLUMNS,
  fields: (editing) => suvicharFields(editing?.image ? [editing.image] : []),
  initialValues: (editing) =>
    editing ? { text: editing.text, author: editing.author ?? '', day: editing.day, status: editing.status, suvicharImage: [] } : NEW_SUVICHAR,
  create: write(CreateSuvicharDocument, (values) => ({ input: fields(values), suvicharImage: values.suvicharImage[0] ?? null })),
  update: write(UpdateSuvicharDocument, (values, editing) => ({
    input: { id: editing.id, ...fields(values) },
    suvicharImage: values.suvicharImage[0] ?? null,
  })),
  remove: { document: DeleteSuvicharDocument },
};

export default SUVICHARS;
