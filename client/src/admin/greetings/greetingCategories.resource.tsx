import { Intent, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { CategoriesQuery } from '../../gql/graphql';
import { CategoriesDocument } from '../categories/graphql/categories';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { PageHeader } from '../shared/PageHeader';
import { StatusTag } from '../shared/StatusTag';
import { useErrorToast } from '../shared/useErrorToast';

type Category = CategoriesQuery['categories'][number];

const COLUMNS: readonly DataTableColumn<Category>[] = [
  { id: 'categoryName', header: 'Category Name', value: (row) => row.categoryName, sortable: true },
  { id: 'totalGreetings', header: 'Greetings', value: (row) => row.totalGreetings, sortable: true },
  { id: 'status', header: 'Status', value: (row) => row.status, render: (row) => <StatusTag active={row.status} />, sortable: true },
];

/** The menu's Greetings: choose a category to manage its greetings (spec route /greetings/{id}). */
export function GreetingCategoriesPage() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(CategoriesDocument);
  useErrorToast(error, 'Failed to get categories');

  const actions = useMemo<RowAction<Category>[]>(
    () => [
      {
        label: 'Greetings',
        icon: 'envelope',
        onClick: (category) => navigate(`/greetings/${category.id}`),
        badge: (category) => (
          <Tag round intent={Intent.PRIMARY}>
            {category.totalGreetings}
          </Tag>
        ),
      },
    ],
    [navigate],
  );

  return (
    <>
      <PageHeader title="Greetings" />
      <DataTable
        label="Categories with greetings"
        rows={data?.categories ?? []}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get categories"
        onRetry={refetch}
      />
    </>
  );
}

export default GreetingCategoriesPage;
