import { HTMLSelect, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { TRASHABLE } from '../../../../shared/entities';
import type { TrashEntriesQuery, TrashKind } from '../../gql/graphql';
import { useServerPaging } from '../shared/useServerPaging';
import { useSessionUser } from '../core/session';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { ImageThumbs } from '../shared/ImageThumbs';
import { PageHeader } from '../shared/PageHeader';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { DeleteTrashEntryForeverDocument } from './graphql/deleteTrashEntryForever';
import { RestoreTrashEntryDocument } from '../shared/graphql/restoreTrashEntry';
import { TrashEntriesDocument } from './graphql/trashEntries';

type TrashEntry = TrashEntriesQuery['trashEntries']['items'][number];

/** The Kind column and filter: each trashable entity's label (its manifest's), in the manifests' order. */
export const KIND_LABELS = Object.fromEntries(TRASHABLE.map((entity) => [entity.trash.kind, entity.trash.label])) as Record<TrashKind, string>;

export const ALL_KINDS = 'All kinds';
export const SEARCH_LABEL = 'Name';
/** 'What went with it' for a record that took nothing with it (a dash read as a missing value). */
export const NOTHING_ELSE = 'Nothing else';

const COLUMNS: readonly DataTableColumn<TrashEntry>[] = [
  {
    id: 'thumbnail',
    header: 'Image',
    render: (entry) => (entry.thumbnailPath ? <ImageThumbs images={[entry.thumbnailPath]} alt={entry.label} max={1} /> : null),
  },
  { id: 'label', header: 'Name', value: (entry) => entry.label },
  { id: 'kind', header: 'Kind', value: (entry) => KIND_LABELS[entry.kind] },
  { id: 'summary', header: 'What went with it', value: (entry) => entry.summary || NOTHING_ELSE },
  { id: 'deletedByName', header: 'Deleted by', value: (entry) => entry.deletedByName ?? '—' },
  { id: 'deletedAt', header: 'Deleted at', headerHint: TIME_ZONE_LABEL, value: (entry) => formatDateTime(entry.deletedAt) },
];

/** What 'Delete forever' will remove, named in its confirmation. */
export function foreverMessage(entry: TrashEntry): string {
  const withIt = entry.summary ? ` with ${entry.summary}` : '';
  return `'${entry.label}' (${KIND_LABELS[entry.kind].toLowerCase()})${withIt} will be deleted for good, image files included. This cannot be undone.`;
}

/**
 * Issue 16: the Trash (superadmin and admin). Deleted records with what went
 * with them, paged and searched on the server; Restore brings a record back
 * whole, Delete forever (superadmin) removes it and its files for good.
 */
export function TrashPage() {
  const { role } = useSessionUser();
  const paging = useServerPaging();
  const [kind, setKind] = useState<TrashKind | undefined>();
  const [removing, setRemoving] = useState<TrashEntry>();

  const variables = { ...paging.variables, kind };
  const { data, previousData, loading, error, refetch } = useQuery(TrashEntriesDocument, { variables });
  const shown = (data ?? previousData)?.trashEntries;

  const reload = { refetchQueries: [TrashEntriesDocument] };
  const [restore] = useMutationWithToast(RestoreTrashEntryDocument, {
    successMessage: 'Restored successfully',
    failureMessage: 'Failed to restore',
    ...reload,
  });
  const [deleteForever] = useMutationWithToast(DeleteTrashEntryForeverDocument, {
    successMessage: 'Deleted forever successfully',
    failureMessage: 'Failed to delete forever',
    ...reload,
  });

  const actions = useMemo<RowAction<TrashEntry>[]>(
    () => [
      { label: 'Restore', icon: 'undo', intent: Intent.PRIMARY, onClick: (entry) => void restore({ id: entry.id }) },
      {
        label: 'Delete forever',
        icon: 'trash',
        intent: Intent.DANGER,
        onClick: setRemoving,
        hidden: () => role !== 'superadmin',
      },
    ],
    [restore, role],
  );

  return (
    <>
      <PageHeader title="Trash" />
      <DataTable
        label="Trash"
        rows={shown?.items ?? []}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get the trash"
        onRetry={refetch}
        searchPlaceholder={SEARCH_LABEL}
        server={paging.table(shown?.totalCount)}
        toolbar={
          <HTMLSelect
            aria-label="Kind"
            value={kind ?? ''}
            onChange={(event) => {
              setKind((event.currentTarget.value || undefined) as TrashKind | undefined);
              paging.setPage(0);
            }}
          >
            <option value="">{ALL_KINDS}</option>
            {(Object.keys(KIND_LABELS) as TrashKind[]).map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </HTMLSelect>
        }
      />
      <ConfirmDialog
        isOpen={Boolean(removing)}
        title="Delete forever?"
        message={removing ? foreverMessage(removing) : ''}
        confirmText="Delete forever"
        onConfirm={() => removing && deleteForever({ id: removing.id })}
        onClose={() => setRemoving(undefined)}
      />
    </>
  );
}

export default TrashPage;
