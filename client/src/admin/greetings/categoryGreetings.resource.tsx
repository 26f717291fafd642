import { Icon, Intent } from '@blueprintjs/core';
import type { GreetingFieldsFragment, GreetingImagesQuery, GreetingsQuery, GreetingsQueryVariables } from '../../gql/graphql';
import { CategoriesDocument } from '../shared/graphql/categories';
import { CategoryDocument } from '../shared/graphql/category';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import { parentRecord } from '../shared/resource/parent';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { AddGreetingImagesDocument } from './graphql/addGreetingImages';
import { CreateGreetingDocument } from './graphql/createGreeting';
import { DeleteGreetingDocument } from './graphql/deleteGreeting';
import { GreetingImagesDocument } from './graphql/greetingImages';
import { GreetingsDocument } from './graphql/greetings';
import { UpdateGreetingDocument } from './graphql/updateGreeting';
import { msg, translate } from '../core/i18n/i18n';

type Greeting = GreetingFieldsFragment;

export interface GreetingFormValues extends Record<string, unknown> {
  greetingName: string;
  status: boolean | '';
  isHomePage: boolean;
}

const NEW_GREETING: GreetingFormValues = { greetingName: '', status: true, isHomePage: false };

export const GREETING_FIELDS: readonly FormField<GreetingFormValues>[] = [
  { name: 'greetingName', label: msg('Greeting Name'), required: true, autoComplete: 'off' },
  { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
  { name: 'isHomePage', label: msg('Display in home screen'), type: 'switch' },
];

const COLUMNS: readonly DataTableColumn<Greeting>[] = [
  { id: 'greetingName', header: msg('Name'), value: (row) => row.greetingName, sortable: true },
  { id: 'status', header: msg('Status'), value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
  {
    id: 'isHomePage',
    header: msg('Display in home screen'),
    value: (row) => row.isHomePage,
    render: (row) =>
      row.isHomePage ? (
        <Icon icon="tick-circle" intent={Intent.SUCCESS} title={translate('Shown on the home screen')} />
      ) : (
        <Icon icon="minus" title={translate('Not on the home screen')} />
      ),
    sortable: true,
  },
  {
    id: 'images',
    header: msg('Images'),
    render: (row) => <ImageThumbs images={row.images} alt={row.greetingName} />,
  },
];

function greetingInput(values: GreetingFormValues) {
  return { greetingName: values.greetingName.trim(), status: values.status === true, isHomePage: values.isHomePage };
}

const GREETINGS: ResourceConfig<Greeting, GreetingFormValues, GreetingsQuery, GreetingImagesQuery, GreetingsQueryVariables> = {
  resource: 'greeting',
  title: msg('Greetings'),
  tableLabel: msg('Greetings'),
  entityName: msg('Greeting'),
  historyKind: 'Greeting',
  addText: msg('Add Greeting'),
  parent: parentRecord(CategoryDocument, (data) => data.category.categoryName, {
    title: (name) => translate('Greetings of {name}', { name }),
    back: { to: '/greetings', label: msg('Back to Greetings') },
    notFound: { what: msg('Category'), backLabel: msg('Back to Greetings') },
  }),
  list: GreetingsDocument,
  variables: ({ parentId }) => ({ id: parentId }),
  rows: (data) => data.greetings,
  // The categories table's badge counts greetings: reload it with the list.
  alsoRefetch: [CategoriesDocument],
  columns: COLUMNS,
  fields: GREETING_FIELDS,
  initialValues: (editing) =>
    editing ? { greetingName: editing.greetingName, status: editing.status, isHomePage: editing.isHomePage } : NEW_GREETING,
  create: write(CreateGreetingDocument, (values, categoryId) => ({ input: { categoryId, ...greetingInput(values) } })),
  update: write(UpdateGreetingDocument, (values, editing) => ({ input: { id: editing.id, ...greetingInput(values) } })),
  remove: { document: DeleteGreetingDocument },
  recordName: (row) => row.greetingName,
  gallery: {
    label: msg('Upload Images'),
    images: GreetingImagesDocument,
    select: (data) => data.greetingImages,
    add: write(AddGreetingImagesDocument, (row, images, categoryId) => ({ categoryId, id: row.id, images })),
  },
};

export default GREETINGS;
