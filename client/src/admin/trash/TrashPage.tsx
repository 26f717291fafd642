import { TRASHABLE } from '../../../../shared/entities';
import type { TrashEntriesQuery, TrashKind } from '../../gql/graphql';
import type { DataTableColumn } from '../shared/DataTable';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { ImageThumbs } from '../shared/ImageThumbs';

export type TrashEntry = TrashEntriesQuery['trashEntries']['items'][number];

/** The Kind column and filter: each trashable entity's label (its manifest's), in the manifests' order. */
export const KIND_LABELS = Object.fromEntries(TRASHABLE.map((entity) => [entity.trash.kind, entity.trash.label])) as Record<TrashKind, string>;

export const ALL_KINDS = 'All kinds';
export const SEARCH_LABEL = 'Name';
/** 'What went with it' for a record that took nothing with it (a dash read as a missing value). */
export const NOTHING_ELSE = 'Nothing else';

export const COLUMNS: readonly DataTableColumn<TrashEntry>[] = [
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
  // Issue 28.3: every row says when the hourly purge takes it (TRASH_RETENTION_DAYS after the delete).
  { id: 'purgeAt', header: 'Deleted for good', headerHint: TIME_ZONE_LABEL, value: (entry) => formatDateTime(entry.purgeAt) },
];

/** What 'Delete forever' will remove, named in its confirmation. */
export function foreverMessage(entry: TrashEntry): string {
  const withIt = entry.summary ? ` with ${entry.summary}` : '';
  return `'${entry.label}' (${KIND_LABELS[entry.kind].toLowerCase()})${withIt} will be deleted for good, image files included.`;
}
