import { Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { FrameListFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { ImageThumbs } from '../shared/ImageThumbs';
import { StatusTag } from '../shared/StatusTag';
import { msg, useTranslation } from '../core/i18n/i18n';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { DeleteFrameDocument } from './graphql/deleteFrame';
import { FrameFieldsDocument } from './graphql/frameFields';
import { FramesDocument } from './graphql/frames';

/** Konva and the six fonts load with the editor only, not with the tables. */
const FrameEditorDialog = lazy(() => import('./editor/FrameEditorDialog'));

type Frame = FrameListFieldsFragment;

/** Spec §2 and §9: the frames table shows 5 rows per page. */
export const FRAMES_PAGE_SIZE = 5;

const COLUMNS: readonly DataTableColumn<Frame>[] = [
  { id: 'frameName', header: msg('Name'), value: (frame) => frame.frameName, sortable: true },
  {
    id: 'frame',
    header: msg('Frame'),
    render: (frame) => <ImageThumbs images={frame.image ? [frame.image] : []} alt={frame.frameName} size={56} />,
  },
  { id: 'status', header: msg('Status'), value: (frame) => frame.status, render: (frame) => <StatusTag active={frame.status} />, sortable: true },
];

type EditorState = { mode: 'add' } | { mode: 'edit'; frameId: string } | undefined;

/** Spec §2 Frames, the Frames tab: paged and searched on the server, Edit opens the editor. */
export function FramesTab() {
  const [page, setPage] = useState(0);
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<EditorState>();
  const [deleting, setDeleting] = useState<Frame>();

  const { data, loading, error, refetch } = useQuery(FramesDocument, {
    variables: { page: page + 1, limit: FRAMES_PAGE_SIZE, query: query || undefined },
  });
  const { t } = useTranslation();
  useErrorToast(error, t('Failed to get frames'));
  const fields = useQuery(FrameFieldsDocument, { skip: !editor });

  const [deleteFrame] = useMutationWithToast(DeleteFrameDocument, {
    successMessage: t('Frame deleted successfully'),
    failureMessage: t('Failed to delete frame'),
    undoable: true,
    refetchQueries: [FramesDocument],
  });

  const actions = useMemo<RowAction<Frame>[]>(
    () => [
      { label: t('Edit'), icon: 'edit', onClick: (frame) => setEditor({ mode: 'edit', frameId: frame.id }) },
      { label: t('Delete'), icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
    ],
    [t],
  );

  return (
    <>
      <DataTable
        label={t('Frames')}
        rows={data?.frames.items ?? []}
        columns={COLUMNS}
        rowKey={(frame) => frame.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback={t('Failed to get frames')}
        onRetry={() => void refetch()}
        searchPlaceholder={t('Search frame name')}
        pageSizeOptions={[FRAMES_PAGE_SIZE]}
        server={{
          page,
          pageSize: FRAMES_PAGE_SIZE,
          totalCount: data?.frames.totalCount ?? 0,
          onPageChange: setPage,
          onPageSizeChange: () => undefined,
          onSearch: (text) => {
            setQuery(text);
            setPage(0);
          },
        }}
        toolbar={<AddButton text={t('Add Frame')} onClick={() => setEditor({ mode: 'add' })} />}
      />
      {editor && (
        <Suspense fallback={<NonIdealState icon={<Spinner aria-label={t('Loading')} />} />}>
          {fields.data ? (
            <FrameEditorDialog
              frameId={editor.mode === 'edit' ? editor.frameId : undefined}
              fields={fields.data.frameFields}
              onClose={() => setEditor(undefined)}
            />
          ) : (
            <Spinner aria-label={t('Loading')} />
          )}
        </Suspense>
      )}
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        toTrash
        // A frame's fields are its drawn regions, deleted with it.
        details={
          deleting
            ? t('This moves {name} and its fields (the regions drawn on it) and its image to the Trash.', { name: `'${deleting.frameName}'` })
            : undefined
        }
        onConfirm={() => deleting && deleteFrame({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
