import type { SubcategoriesQuery, SubcategoriesQueryVariables, SubcategoryFieldsFragment, SubcategoryImagesQuery } from '../../gql/graphql';
import { CategoriesDocument } from '../shared/graphql/categories';
import { IMAGE } from '../../../../shared/entities';
import { cascadeDeleteMessage, its } from '../shared/cascadeMessage';
import { CategoryDocument } from '../shared/graphql/category';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import { priorityField } from '../shared/resource/fields';
import { parentRecord } from '../shared/resource/parent';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { AddSubcategoryImagesDocument } from './graphql/addSubcategoryImages';
import { CreateSubcategoryDocument } from './graphql/createSubcategory';
import { DeleteSubcategoryDocument } from './graphql/deleteSubcategory';
import { NotifySubcategoryDocument } from './graphql/notifySubcategory';
import { SubcategoriesDocument } from './graphql/subcategories';
import { SubcategoryImagesDocument } from './graphql/subcategoryImages';
import { UpdateSubcategoryDocument } from './graphql/updateSubcategory';
import { msg, translate } from '../core/i18n/i18n';

type Subcategory = SubcategoryFieldsFragment;

export interface SubcategoryFormValues extends Record<string, unknown> {
  subcategoryName: string;
  priority: string;
  status: boolean | '';
}

const NEW_SUBCATEGORY: SubcategoryFormValues = { subcategoryName: '', priority: '', status: true };

export const SUBCATEGORY_FIELDS: readonly FormField<SubcategoryFormValues>[] = [
  { name: 'subcategoryName', label: msg('Subcategory Name'), required: true, autoComplete: 'off' },
  priorityField('priority'),
  { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
];

const COLUMNS: readonly DataTableColumn<Subcategory>[] = [
  { id: 'subcategoryName', header: msg('Name'), value: (row) => row.subcategoryName, sortable: true },
  { id: 'priority', header: msg('Priority'), value: (row) => row.priority, sortable: true },
  { id: 'status', header: msg('Status'), value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
  {
    id: 'images',
    header: msg('Images'),
    render: (row) => <ImageThumbs images={row.images} alt={row.subcategoryName} />,
  },
];

function subcategoryInput(values: SubcategoryFormValues) {
  return { subcategoryName: values.subcategoryName.trim(), priority: Number(values.priority), status: values.status === true };
}

const SUBCATEGORIES: ResourceConfig<Subcategory, SubcategoryFormValues, SubcategoriesQuery, SubcategoryImagesQuery, SubcategoriesQueryVariables> = {
  resource: 'subcategory',
  title: msg('Subcategories'),
  tableLabel: msg('Subcategories'),
  entityName: msg('Subcategory'),
  historyKind: 'Subcategory',
  addText: msg('Add Subcategory'),
  parent: parentRecord(CategoryDocument, (data) => data.category.categoryName, {
    title: (name) => translate('Subcategories of {name}', { name }),
    back: { to: '/categories', label: msg('Back to Categories') },
    notFound: { what: msg('Category'), backLabel: msg('Back to Categories') },
  }),
  list: SubcategoriesDocument,
  variables: ({ parentId }) => ({ id: parentId }),
  rows: (data) => data.subcategories,
  // The categories table's badge counts subcategories: reload it with the list.
  alsoRefetch: [CategoriesDocument],
  columns: COLUMNS,
  fields: SUBCATEGORY_FIELDS,
  initialValues: (editing) =>
    editing ? { subcategoryName: editing.subcategoryName, priority: String(editing.priority), status: editing.status } : NEW_SUBCATEGORY,
  create: write(CreateSubcategoryDocument, (values, categoryId) => ({ input: { categoryId, ...subcategoryInput(values) } })),
  update: write(UpdateSubcategoryDocument, (values, editing) => ({ input: { id: editing.id, ...subcategoryInput(values) } })),
  remove: {
    document: DeleteSubcategoryDocument,
    confirm: (subcategory) => {
      const images = its(subcategory.images.length, IMAGE.nouns);
      return { details: images ? cascadeDeleteMessage(subcategory.subcategoryName, images) : undefined };
    },
  },
  recordName: (row) => row.subcategoryName,
  gallery: {
    label: msg('Upload images'),
    images: SubcategoryImagesDocument,
    select: (data) => data.subcategoryImages,
    add: write(AddSubcategoryImagesDocument, (row, images, categoryId) => ({ categoryId, id: row.id, images })),
  },
  notify: NotifySubcategoryDocument,
  notifySubject: 'subcategory',
};

export default SUBCATEGORIES;
