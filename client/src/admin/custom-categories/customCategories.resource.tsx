import type { CustomCategoriesQuery, CustomCategoryFieldsFragment, CustomCategoryImagesQuery } from '../../gql/graphql';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import { priorityField } from '../shared/resource/fields';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { AddCustomCategoryImagesDocument } from './graphql/addCustomCategoryImages';
import { CreateCustomCategoryDocument } from './graphql/createCustomCategory';
import { CustomCategoriesDocument } from './graphql/customCategories';
import { CustomCategoryImagesDocument } from './graphql/customCategoryImages';
import { DeleteCustomCategoryDocument } from './graphql/deleteCustomCategory';
import { NotifyCustomCategoryDocument } from './graphql/notifyCustomCategory';
import { UpdateCustomCategoryDocument } from './graphql/updateCustomCategory';
import { msg } from '../core/i18n/i18n';

type CustomCategory = CustomCategoryFieldsFragment;

export interface CustomCategoryFormValues extends Record<string, unknown> {
  customcategoryName: string;
  priority: string;
  status: boolean | '';
}

const NEW_CUSTOM_CATEGORY: CustomCategoryFormValues = { customcategoryName: '', priority: '', status: true };

/** Spec §5 Custom category: name, priority and status required. */
export const CUSTOM_CATEGORY_FIELDS: readonly FormField<CustomCategoryFormValues>[] = [
  { name: 'customcategoryName', label: msg('Custom Category Name'), required: true, autoComplete: 'off' },
  priorityField('priority'),
  { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
];

const COLUMNS: readonly DataTableColumn<CustomCategory>[] = [
  { id: 'customcategoryName', header: msg('Name'), value: (row) => row.customcategoryName, sortable: true },
  { id: 'priority', header: msg('Priority'), value: (row) => row.priority, sortable: true },
  { id: 'status', header: msg('Status'), value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
  {
    id: 'images',
    header: msg('Images'),
    render: (row) => <ImageThumbs images={row.images} alt={row.customcategoryName} />,
  },
];

/** Spec §2 Custom Categories (all staff roles): galleries outside the categories. */
const CUSTOM_CATEGORIES: ResourceConfig<CustomCategory, CustomCategoryFormValues, CustomCategoriesQuery, CustomCategoryImagesQuery> = {
  resource: 'customCategory',
  title: msg('Custom Categories'),
  tableLabel: msg('Custom Categories'),
  entityName: msg('Custom Category'),
  historyKind: 'CustomCategory',
  addText: msg('Add Custom Category'),
  list: CustomCategoriesDocument,
  rows: (data) => data.customCategories,
  columns: COLUMNS,
  fields: CUSTOM_CATEGORY_FIELDS,
  initialValues: (editing) =>
    editing ? { customcategoryName: editing.customcategoryName, priority: String(editing.priority), status: editing.status } : NEW_CUSTOM_CATEGORY,
  create: write(CreateCustomCategoryDocument, (values) => ({ input: customCategoryInput(values) })),
  update: write(UpdateCustomCategoryDocument, (values, editing) => ({ input: { id: editing.id, ...customCategoryInput(values) } })),
  remove: { document: DeleteCustomCategoryDocument },
  recordName: (row) => row.customcategoryName,
  gallery: {
    label: msg('Upload Images'),
    images: CustomCategoryImagesDocument,
    select: (data) => data.customCategoryImages,
    add: write(AddCustomCategoryImagesDocument, (row, images) => ({ id: row.id, images })),
  },
  notify: NotifyCustomCategoryDocument,
  notifySubject: 'custom_category',
};

function customCategoryInput(values: CustomCategoryFormValues) {
  return { customcategoryName: values.customcategoryName.trim(), priority: Number(values.priority), status: values.status === true };
}

export default CUSTOM_CATEGORIES;
