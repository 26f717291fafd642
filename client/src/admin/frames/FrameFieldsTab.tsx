import { Intent, Tag } from '@blueprintjs/core';
import type { FrameFieldFieldsFragment, FrameFieldsQuery } from '../../gql/graphql';
import { msg, translate } from '../core/i18n/i18n';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import type { StoredImage } from '../shared/images/types';
import { type ResourceConfig, ResourceListScreen } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
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
export const VARIABLE_NAME_MESSAGE = msg('Variable Name may contain only letters, digits and underscores');

/** The dialog's fields; the image upload shows only when the type is image (spec §4). */
export function frameFieldFields(current: readonly StoredImage[] = []): readonly FormField<FrameFieldFormValues>[] {
  return [
    { name: 'title', label: msg('Title'), required: true, autoComplete: 'off' },
    {
      name: 'variableName',
      label: msg('Variable Name'),
      required: true,
      autoComplete: 'off',
      helperText: msg('The key the app fills in, e.g. name, mobile, businessLogo'),
      validate: (value) => (/^[A-Za-z0-9_]+$/.test(String(value).trim()) ? undefined : translate(VARIABLE_NAME_MESSAGE)),
    },
    {
      name: 'type',
      label: msg('Type'),
      type: 'select',
      required: true,
      options: [
        { label: msg('Text'), value: 'text' },
        { label: msg('Image'), value: 'image' },
      ],
    },
    { name: 'isElection', label: msg('Is Election'), type: 'switch' },
    {
      name: 'image',
      label: msg('Image'),
      type: 'images',
      max: 1,
      existingImages: current,
      hidden: (values) => values.type !== 'image',
      helperText: (mode) => (mode === 'edit' && current.length ? translate('Choose an image only to replace the current one') : undefined),
    },
  ];
}

const COLUMNS: readonly DataTableColumn<FrameField>[] = [
  { id: 'title', header: msg('Title'), value: (field) => field.title, sortable: true },
  {
    id: 'type',
    header: msg('Type'),
    value: (field) => field.type,
    sortable: true,
    render: (field) => (field.type === 'image' ? translate('Image') : translate('Text')),
  },
  {
    id: 'image',
    header: msg('Image'),
    render: (field) => <ImageThumbs images={field.image ? [field.image] : []} alt={field.title} />,
  },
  { id: 'variableName', header: msg('Variable Name'), value: (field) => field.variableName, sortable: true },
  {
    id: 'isElection',
    header: msg('Election'),
    value: (field) => field.isElection,
    sortable: true,
    render: (field) => (
      <Tag minimal round intent={field.isElection ? Intent.PRIMARY : Intent.NONE}>
        {field.isElection ? translate('Yes') : translate('No')}
      </Tag>
    ),
  },
];

/** What a deletion moves to the Trash and how many frames it touches, in the confirmation (issue 12 §1, issue 28.2). */
export function deleteFieldMessage(field: FrameField | undefined): string | undefined {
  if (!field) return undefined;
  const moves = translate('This moves {name} to the Trash.', { name: `'${field.title}'` });
  if (field.frameCount === 0) return moves;
  const uses = translate(
    '{count, plural, one {# frame uses} other {# frames use}} this field; their regions will have no type until you choose another.',
    { count: field.frameCount },
  );
  return `${moves} ${uses}`;
}

function frameFieldVariables({ image, type, ...values }: FrameFieldFormValues) {
  return {
    input: { ...values, title: values.title.trim(), variableName: values.variableName.trim(), type: type as 'text' | 'image' },
    image: type === 'image' ? (image[0] ?? null) : null,
  };
}

export const FRAME_FIELDS: ResourceConfig<FrameField, FrameFieldFormValues, FrameFieldsQuery> = {
  resource: 'frameField',
  title: msg('Frame Fields'),
  tableLabel: msg('Frame Fields'),
  entityName: msg('Frame Field'),
  historyKind: 'FrameField',
  addText: msg('Add Frame Field'),
  list: FrameFieldsDocument,
  rows: (data) => data.frameFields,
  columns: COLUMNS,
  fields: (editing) => frameFieldFields(editing?.image ? [editing.image] : []),
  initialValues: (editing) =>
    editing ? { title: editing.title, variableName: editing.variableName, type: editing.type, isElection: editing.isElection, image: [] } : NEW_FIELD,
  create: write(CreateFrameFieldDocument, frameFieldVariables),
  update: write(UpdateFrameFieldDocument, (values, editing) => {
    const { input, image } = frameFieldVariables(values);
    return { input: { id: editing.id, ...input }, image };
  }),
  remove: { document: DeleteFrameFieldDocument, confirm: (field) => ({ details: deleteFieldMessage(field) }) },
};

/** Spec §2 Frames, the Frame Fields tab: table and add/edit dialog; the image upload shows only for image fields. */
export function FrameFieldsTab() {
  return <ResourceListScreen config={FRAME_FIELDS} embedded />;
}
