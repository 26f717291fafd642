import { TRASHABLE } from '../../../../shared/entities';
import type { TrashEntriesQuery, TrashKind } from '../../gql/graphql';
import type { DataTableColumn } from '../shared/DataTable';
import { formatDateTime, TIME_ZONE_LABEL } from '../shared/format';
import { ImageThumbs } from '../shared/ImageThumbs';
import { currentLanguage, msg, translate } from '../core/i18n/i18n';

export type TrashEntry = TrashEntriesQuery['trashEntries']['items'][number];

/** The Kind column and filter: each trashable entity's label (its manifest's, English; translated where shown), in the manifests' order. */
export const KIND_LABELS = Object.fromEntries(TRASHABLE.map((entity) => [entity.trash.kind, entity.trash.label])) as Record<TrashKind, string>;

export const ALL_KINDS = msg('All kinds');
export const SEARCH_LABEL = msg('Name');
/** 'What went with it' for a record that took nothing with it (a dash read as a missing value). */
export const NOTHING_ELSE = msg('Nothing else');

export const COLUMNS: readonly DataTableColumn<TrashEntry>[] = [
  {
    id: 'thumbnail',
    header: msg('Image'),
    render: (entry) => (entry.thumbnailPath ? <ImageThumbs images={[entry.thumbnailPath]} alt={entry.label} max={1} /> : null),
  },
  { id: 'label', header: msg('Name'), value: (entry) => entry.label },
  { id: 'kind', header: msg('Kind'), value: (entry) => translate(KIND_LABELS[entry.kind]) },
  { id: 'summary', header: msg('What went with it'), value: (entry) => entry.summary || translate(NOTHING_ELSE) },
  { id: 'deletedByName', header: msg('Deleted by'), value: (entry) => entry.deletedByName ?? '—' },
  { id: 'deletedAt', header: msg('Deleted at'), headerHint: TIME_ZONE_LABEL, value: (entry) => formatDateTime(entry.deletedAt) },
  // Issue 28.3: every row says when the hourly purge takes it (TRASH_RETENTION_DAYS after the delete).
  { id: 'purgeAt', header: msg('Deleted for good'), headerHint: TIME_ZONE_LABEL, value: (entry) => formatDateTime(entry.purgeAt) },
];

/** What 'Delete forever' will remove, named in its confirmation, in the current language (the summary is the server's). */
export function foreverMessage(entry: TrashEntry): string {
  const kind = currentLanguage() === 'en' ? KIND_LABELS[entry.kind].toLowerCase() : translate(KIND_LABELS[entry.kind]);
  const name = `'${entry.label}'`;
  return entry.summary
    ? translate('{name} ({kind}) with {summary} will be deleted for good, image files included.', { name, kind, summary: entry.summary })
    : translate('{name} ({kind}) will be deleted for good, image files included.', { name, kind });
}
