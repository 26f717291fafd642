import { Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { TrashEntriesQuery, TrashEntriesQueryVariables, TrashKind } from '../../gql/graphql';
import { useSessionUser } from '../core/session';
import { ConfirmDialog, DELETE_CONFIRM_MESSAGE } from '../shared/ConfirmDialog';
import type { RowAction } from '../shared/DataTable';
import { FilterSelect } from '../shared/FilterSelect';
import { RestoreTrashEntryDocument } from '../shared/graphql/restoreTrashEntry';
import type { ListContext, ResourceConfig } from '../shared/resource/ResourceListScreen';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { DeleteTrashEntryForeverDocument } from './graphql/deleteTrashEntryForever';
import { TrashEntriesDocument } from './graphql/trashEntries';
import { msg } from '../core/i18n/i18n';
import { ALL_KINDS, COLUMNS, foreverMessage, KIND_LABELS, SEARCH_LABEL, type TrashEntry } from './TrashPage';

const KIND_OPTIONS = [
  { label: ALL_KINDS, value: '' as const },
  ...(Object.keys(KIND_LABELS) as TrashKind[]).map((value) => ({ label: KIND_LABELS[value], value })),
];

/** Restore for everyone here, Delete forever (superadmin) with its confirmation. */
function useTrashParts({ page, firstPage }: ListContext) {
  const { role } = useSessionUser();
  const [kind, setKind] = useState<TrashKind | undefined>();
  const [removing, setRemoving] = useState<TrashEntry>();

  const reload = { refetchQueries: [TrashEntriesDocument] };
  const [restore] = useMutationWithToast(RestoreTrashEntryDocument, {
    successMessage: msg('Restored successfully'),
    failureMessage: msg('Failed to restore'),
    ...reload,
  });
  const [deleteForever] = useMutationWithToast(DeleteTrashEntryForeverDocument, {
    successMessage: msg('Deleted forever successfully'),
    failureMessage: msg('Failed to delete forever'),
    ...reload,
  });

  const rowActions = useMemo<RowAction<TrashEntry>[]>(
    () => [
      { label: msg('Restore'), icon: 'undo', intent: Intent.PRIMARY, onClick: (entry) => void restore({ id: entry.id }) },
      {
        label: msg('Delete forever'),
        icon: 'trash',
        intent: Intent.DANGER,
        onClick: setRemoving,
        hidden: () => role !== 'superadmin',
      },
    ],
    [restore, role],
  );

  return {
    variables: { ...page, kind },
    toolbar: (
      <FilterSelect<TrashKind | ''>
        label={msg('Kind')}
        value={kind ?? ''}
        options={KIND_OPTIONS}
        onChange={(value) => {
          setKind(value || undefined);
          firstPage();
        }}
      />
    ),
    rowActions,
    dialogs: (
      <ConfirmDialog
        isOpen={Boolean(removing)}
        title={msg('Delete forever?')}
        // Issue 28.2: the spec's warning where it is true, on the one delete that cannot be undone.
        message={DELETE_CONFIRM_MESSAGE}
        details={removing ? foreverMessage(removing) : undefined}
        confirmText={msg('Delete forever')}
        onConfirm={() => removing && deleteForever({ id: removing.id })}
        onClose={() => setRemoving(undefined)}
      />
    ),
  };
}

/**
 * Issue 16: the Trash. Deleted records with what went with them and when they
 * go for good, paged and searched on the server (an employee's holds only what
 * they deleted, issue 28.3); Restore brings a record back whole, Delete
 * forever (superadmin) removes it and its files for good.
 */
const TRASH: ResourceConfig<TrashEntry, Record<string, never>, TrashEntriesQuery, unknown, TrashEntriesQueryVariables> = {
  title: msg('Trash'),
  tableLabel: msg('Trash'),
  list: TrashEntriesDocument,
  rows: (data) => data.trashEntries.items,
  listFailed: msg('Failed to get the trash'),
  quietListFailure: true,
  paging: { total: (data) => data.trashEntries },
  columns: COLUMNS,
  searchPlaceholder: SEARCH_LABEL,
  useParts: useTrashParts,
};

export default TRASH;
