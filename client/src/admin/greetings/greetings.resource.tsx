import { Intent, Tag } from '@blueprintjs/core';
import type { CategoriesQuery } from '../../gql/graphql';
import { CategoriesDocument } from '../shared/graphql/categories';
import type { DataTableColumn } from '../shared/DataTable';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { StatusTag } from '../shared/StatusTag';
import { msg } from '../core/i18n/i18n';

type Category = CategoriesQuery['categories'][number];

const COLUMNS: readonly DataTableColumn<Category>[] = [
  { id: 'categoryName', header: msg('Category Name'), value: (row) => row.categoryName, sortable: true },
  { id: 'totalGreetings', header: msg('Greetings'), value: (row) => row.totalGreetings, sortable: true },
  { id: 'status', header: msg('Status'), value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
];

/** The menu's Greetings: choose a category to manage its greetings (spec route /greetings/{id}). Read-only here. */
const GREETING_CATEGORIES: ResourceConfig<Category, Record<string, never>, CategoriesQuery> = {
  resource: 'category',
  title: msg('Greetings'),
  tableLabel: msg('Categories with greetings'),
  entityName: msg('Category'),
  list: CategoriesDocument,
  rows: (data) => data.categories,
  columns: COLUMNS,
  fields: [],
  initialValues: () => ({}),
  links: (navigate) => [
    {
      label: msg('Greetings'),
      icon: 'envelope',
      onClick: (category) => navigate(`/greetings/${category.id}`),
      badge: (category) => (
        <Tag round intent={Intent.PRIMARY}>
          {category.totalGreetings}
        </Tag>
      ),
    },
  ],
};

export default GREETING_CATEGORIES;
