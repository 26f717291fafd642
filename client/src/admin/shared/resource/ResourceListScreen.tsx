import { Intent } from '@blueprintjs/core';
import type { DocumentNode, OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useMemo, useState } from 'react';
import { type NavigateFunction, useNavigate, useParams } from 'react-router';
import type { NotificationSubject } from '../../../gql/graphql';
import type { StaffRole } from '../../core/roles';
import { useSessionUser } from '../../core/session';
import { AddButton } from '../AddButton';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../DataTable';
import type { ServerErrorCode } from '../../core/errors';
import { type FormErrors, type FormField, FormDialog } from '../FormDialog';
import { PageHeader } from '../PageHeader';
import { BackButton, isMissingRecord, ParentNotFound } from '../ParentRecordState';
import { useErrorToast } from '../useErrorToast';
import { useRecordDialog } from '../useRecordDialog';
import { NotificationsDocument } from '../graphql/notifications';
import { ScheduledNotificationsDocument, ScheduleNotificationDocument } from '../graphql/scheduledNotifications';
import { GalleryDialog } from '../images/GalleryDialog';
import type { StoredImage, UploadControls } from '../images/types';
import { NotifyConfirmDialog } from '../NotifyConfirmDialog';
import { useServerPaging } from '../useServerPaging';
import { useSendWithToast } from '../useMutationWithToast';
import { MESSAGES, NOTIFY_MESSAGES, type ResourceMessages, type ResourceName, SCHEDULE_MESSAGES } from './messages';
import type { ParentRecord, ParentState } from './parent';
import { useCrudMutations } from './useCrudMutations';
import type { ResourceWrite } from './write';
import { msg } from '../../core/i18n/i18n';

/** A list whose document takes no variables. */
export type NoVariables = Record<string, never>;

/** What a list's variables are made from. */
export interface ListContext {
  /** The parent record's id from the address ('' without a parent). */
  parentId: string;
  /** Server paging: the page (1-based), its size, the search and the keyset cursor. */
  page: { page: number; limit: number; query?: string; after?: string };
  /** The server sort a clicked header asks for: its column id and direction. */
  sort?: { columnId: string; direction: 'asc' | 'desc' };
  /** The search text sent (server paging). */
  query: string;
  /** Back to the first page, e.g. after a filter changed. */
  firstPage: () => void;
}

/**
 * A screen's own parts beside the generic ones (its filters, the dialogs its
 * row actions open): `useParts` is a hook, called on every render.
 */
export interface ScreenParts<Row, Values extends Record<string, unknown>, ListVars> {
  /** The list's variables, when they depend on the screen's own state (its filters). */
  variables?: ListVars;
  /** The form's fields, when they depend on data the screen loads (e.g. the occupations). */
  fields?: readonly FormField<Values>[];
  /** Beside the search box, before the Add button (an export, a filter). */
  toolbar?: ReactNode;
  /** Between the heading and the table (a row of filters). */
  filters?: ReactNode;
  /** Row actions before Edit and Delete. */
  rowActions?: readonly RowAction<Row>[];
  /** The dialogs those row actions open. */
  dialogs?: ReactNode;
}

type Upload = UploadControls;

/**
 * One list screen, described: what it lists, how a row shows, how the form
 * maps to the create and update inputs. `ResourceListScreen` does the rest
 * (query, toasts, Add, Edit, Delete and its confirmation, server paging, a
 * parent record), the same way for every resource. See docs/architecture.md,
 * 'Adding a content screen'.
 *
 * Texts (issue 29): every text of a config is English (msg() on a literal,
 * or a manifest's text); the screen and the shared components it uses
 * (DataTable, FormDialog, ConfirmDialog, AddButton, PageHeader, the toasts)
 * translate them when shown. A function that builds a text at render
 * (`parent.title`, `paging.searchHint`, `remove.confirm`) may return it
 * translated or English (translating twice changes nothing).
 */
export interface ResourceConfig<
  Row extends { id: string },
  Values extends Record<string, unknown>,
  ListData,
  GalleryData = unknown,
  ListVars extends OperationVariables = NoVariables,
> {
  /** Key into the one messages table (./messages.ts) for the spec's toast texts; none for a screen without writes. */
  resource?: ResourceName;
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** Singular, for the dialog's 'Add …' / 'Edit …' title (a screen with a form). */
  entityName?: string;
  /** The toolbar button, e.g. 'Add Slider'; omitted: no adding. */
  addText?: string;
  list: TypedDocumentNode<ListData, ListVars>;
  /** The list's variables (e.g. the parent's id, the page); none when omitted. */
  variables?: (context: ListContext) => ListVars;
  rows: (data: ListData) => readonly Row[];
  /** The table's text when the list fails (the messages table's `listFailed` by default). */
  listFailed?: string;
  /** The list's failure shows in the table only, not in a toast too. */
  quietListFailure?: boolean;
  fetchPolicy?: WatchQueryFetchPolicy;
  /** Re-reads the list this often (ms) while the screen is open, for rows that change on their own. */
  pollInterval?: number;
  /** The server pages, searches and (with `sortKeys`) sorts the list; the rows are one page. */
  paging?: {
    total: (data: ListData) => { totalCount: number; countCapped?: boolean };
    /** The columns the server sorts by (column id to its sort key). */
    sortKeys?: Readonly<Record<string, string>>;
    /** Reads the search box before it is sent, and the hint under it while it cannot be sent. */
    searchText?: (text: string) => string;
    searchHint?: (text: string) => string | undefined;
    /** Keyset paging: the next page is asked for after the shown page's last row. */
    keyset?: boolean;
  };
  /** The list belongs to a parent record named by the route's id (`/greetings/:id`). */
  parent?: ParentRecord;
  /** Further queries a write changes (e.g. a parent's count badge). */
  alsoRefetch?: DocumentNode[];
  columns: readonly DataTableColumn<Row>[];
  /** Form fields; a function when they depend on the record being edited (its current images). None: a list without a form. */
  fields?: readonly FormField<Values>[] | ((editing: Row | undefined) => readonly FormField<Values>[]);
  /** The form's values when it opens; none: the screen has no add/edit dialog. */
  initialValues?: (editing: Row | undefined) => Values;
  /** Made from the form's values and the parent's id ('' without a parent). */
  create?: ResourceWrite<[values: Values, parentId: string]>;
  update?: ResourceWrite<[values: Values, editing: Row]>;
  /**
   * Takes { id }. The delete goes to the Trash, so its toast offers Undo;
   * `final: true` for the few deletes that are for good (staff accounts).
   */
  remove?: { document: TypedDocumentNode<unknown, { id: string }>; confirm?: (row: Row) => Partial<ConfirmDialogProps>; final?: boolean };
  /** The record's kind as the History records it (its table, e.g. 'Slider'): the edit dialog's History drawer. */
  historyKind?: string;
  /** The form field a refusal is about (e.g. CONFLICT on a taken name), shown under it. */
  fieldFor?: (code: ServerErrorCode | undefined) => string | undefined;
  /** The record's name, for the gallery's and the notification's titles. */
  recordName?: (row: Row) => string;
  /** An 'Upload Images' row action: the gallery dialog (add, remove, reorder) over these documents. */
  gallery?: {
    label: string;
    /** The dialog's title; the label when omitted. */
    title?: string;
    images: TypedDocumentNode<GalleryData, { id: string }>;
    select: (data: GalleryData) => readonly StoredImage[];
    /** Adds the chosen files to the row's gallery (with the parent's id). */
    add: ResourceWrite<[row: Row, images: File[], parentId: string]>;
  };
  /** A 'Send notification' row action with the spec's confirmation; takes { id }. */
  notify?: TypedDocumentNode<unknown, { id: string }>;
  /** What the notification is about, for Send later (issue 26). */
  notifySubject?: NotificationSubject;
  /** The notification's action comes before the gallery's (Festivals). */
  notifyFirst?: boolean;
  /** Row actions before Edit and Delete that only navigate, e.g. to a record's children. */
  links?: (navigate: NavigateFunction) => readonly RowAction<Row>[];
  searchPlaceholder?: string;
  /** No search box (a list filtered by its own controls). */
  searchable?: false;
  /** Details a row opens below itself (DataTable's `expandRow`). */
  expandRow?: (row: Row) => ReactNode;
  /** Who may add, edit and delete; everyone who can open the screen when omitted (the registry guards the screen). */
  writeRoles?: readonly StaffRole[];
  /** The screen's own state and parts: see `ScreenParts`. */
  useParts?: (context: ListContext) => ScreenParts<Row, Values, ListVars>;
}

/** A screen with no parts of its own. */
function noParts<Row, Values extends Record<string, unknown>, ListVars>(): ScreenParts<Row, Values, ListVars> {
  return {};
}
const NO_PARENT: ParentState = { loaded: true, loading: false, refetch: () => Promise.resolve() };
const noParent = (): ParentState => NO_PARENT;

export function ResourceListScreen<
  Row extends { id: string },
  Values extends Record<string, unknown>,
  ListData,
  GalleryData,
  ListVars extends OperationVariables,
>({
  config,
  embedded,
}: {
  config: ResourceConfig<Row, Values, ListData, GalleryData, ListVars>;
  /** Inside another page (a tab): no page header of its own. */
  embedded?: boolean;
}) {
  const { parent: parentConfig } = config;
  const { id: parentId = '' } = useParams();
  const useParent = parentConfig ? parentConfig.useRecord : noParent;
  const parent = useParent(parentId);
  const paging = useServerPaging(config.paging?.sortKeys);
  const context: ListContext = {
    parentId,
    page: paging.variables,
    sort: paging.sort,
    query: paging.query,
    firstPage: () => paging.setPage(0),
  };
  const useParts = config.useParts ?? noParts<Row, Values, ListVars>;
  const parts = useParts(context);

  const { role } = useSessionUser();
  const navigate = useNavigate();
  const dialog = useRecordDialog<Row>();
  const [deleting, setDeleting] = useState<Row>();
  const [gallery, setGallery] = useState<Row>();
  const [notifying, setNotifying] = useState<Row>();
  const messages: ResourceMessages = config.resource ? MESSAGES[config.resource] : {};
  const listFailed = config.listFailed ?? messages.listFailed ?? msg('Failed');

  // Apollo types the options by the document's variables, which this generic screen cannot
  // resolve; `variables` is checked against the document where each config is written.
  const listDocument = config.list as unknown as TypedDocumentNode<ListData, OperationVariables>;
  const list = useQuery(listDocument, {
    variables: parts.variables ?? config.variables?.(context),
    skip: !parent.loaded,
    fetchPolicy: config.fetchPolicy,
    pollInterval: config.pollInterval,
  });
  useErrorToast(config.quietListFailure ? undefined : list.error, listFailed);
  // A server-paged list keeps the last page on screen while the next one loads.
  const shown = config.paging ? (list.data ?? list.previousData) : list.data;

  const crud = useCrudMutations(config.resource, {
    undoableDelete: !config.remove?.final,
    refetchQueries: [config.list, ...(config.alsoRefetch ?? [])],
    fieldFor: config.fieldFor,
  });

  const [addImages] = useSendWithToast({
    successMessage: messages.imagesAdded ?? messages.updated,
    failureMessage: messages.imagesFailed ?? messages.updateFailed ?? msg('Failed'),
    refetchQueries: [config.list],
  });
  const [notify] = useSendWithToast({ ...NOTIFY_MESSAGES, refetchQueries: [NotificationsDocument] });
  const [schedule] = useSendWithToast({ ...SCHEDULE_MESSAGES, refetchQueries: [ScheduledNotificationsDocument] });
  const recordName = (row: Row | undefined) => (row && config.recordName ? config.recordName(row) : undefined);

  const canWrite = !config.writeRoles || config.writeRoles.includes(role);
  const { openEdit } = dialog;
  const { rowActions } = parts;
  const actions = useMemo<RowAction<Row>[]>(() => {
    const galleryAction = config.gallery ? [{ label: config.gallery.label, icon: 'media' as const, onClick: setGallery }] : [];
    const notifyAction = config.notify ? [{ label: msg('Send notification'), icon: 'notifications' as const, onClick: setNotifying }] : [];
    return [
      ...(config.links?.(navigate) ?? []),
      ...(config.notifyFirst ? [...notifyAction, ...galleryAction] : [...galleryAction, ...notifyAction]),
      ...(rowActions ?? []),
      ...(canWrite && config.update ? [{ label: msg('Edit'), icon: 'edit' as const, onClick: openEdit }] : []),
      ...(canWrite && config.remove ? [{ label: msg('Delete'), icon: 'trash' as const, intent: Intent.DANGER, onClick: setDeleting }] : []),
    ];
  }, [config, navigate, rowActions, canWrite, openEdit, setDeleting, setGallery, setNotifying]);

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const { fields: fieldsFor, initialValues } = config;
  const configFields = useMemo(() => (typeof fieldsFor === 'function' ? fieldsFor(editing) : (fieldsFor ?? [])), [fieldsFor, editing]);
  const fields = parts.fields ?? configFields;

  const save = async (values: Values, upload: Upload): Promise<boolean | FormErrors<Values>> => {
    const saved = editing
      ? await config.update?.run(crud.update, upload, values, editing)
      : await config.create?.run(crud.create, upload, values, parentId);
    if (saved) return true;
    const refusal = editing ? crud.updateRefusal() : crud.createRefusal();
    return (refusal as FormErrors<Values> | undefined) ?? false;
  };

  if (parentConfig && parent.error && isMissingRecord(parent.error)) {
    return <ParentNotFound what={parentConfig.notFound.what} backTo={parentConfig.back.to} backLabel={parentConfig.notFound.backLabel} />;
  }
  const title = parentConfig && parent.name ? parentConfig.title(parent.name) : config.title;
  const rows = shown ? config.rows(shown) : [];
  const total = shown && config.paging?.total(shown);

  return (
    <>
      {!embedded && <PageHeader title={title}>{parentConfig && <BackButton to={parentConfig.back.to} label={parentConfig.back.label} />}</PageHeader>}
      {parts.filters}
      <DataTable
        label={config.tableLabel}
        rows={rows}
        columns={config.columns}
        rowKey={(row) => row.id}
        actions={actions}
        loading={parent.loading || list.loading}
        error={list.error ?? parent.error}
        errorFallback={listFailed}
        onRetry={parentConfig ? () => Promise.all([parent.refetch(), list.refetch()]) : () => list.refetch()}
        searchable={config.searchable}
        searchPlaceholder={config.searchPlaceholder}
        expandRow={config.expandRow}
        server={
          config.paging &&
          paging.table(total?.totalCount, {
            countCapped: total?.countCapped,
            searchText: config.paging.searchText,
            searchHint: config.paging.searchHint,
            lastRowId: config.paging.keyset && list.data ? config.rows(list.data).at(-1)?.id : undefined,
          })
        }
        toolbar={
          parts.toolbar || (canWrite && config.addText && config.create) ? (
            <>
              {parts.toolbar}
              {canWrite && config.addText && config.create && <AddButton text={config.addText} onClick={dialog.openAdd} />}
            </>
          ) : undefined
        }
      />
      {initialValues && (
        <FormDialog
          isOpen={dialog.isOpen}
          mode={dialog.mode}
          entityName={config.entityName ?? config.title}
          history={editing && config.historyKind ? { entityKind: config.historyKind, entityId: editing.id } : undefined}
          fields={fields}
          initialValues={initialValues(editing)}
          onSubmit={save}
          onClose={dialog.close}
        />
      )}
      <ConfirmDialog
        toTrash={!config.remove?.final}
        {...(deleting && config.remove?.confirm?.(deleting))}
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && config.remove && crud.remove(config.remove.document, { id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
      {config.gallery && (
        <GalleryDialog
          isOpen={Boolean(gallery)}
          onClose={() => setGallery(undefined)}
          title={config.gallery.title ?? config.gallery.label}
          recordId={gallery?.id}
          recordName={recordName(gallery)}
          imagesQuery={config.gallery.images}
          selectImages={config.gallery.select}
          addImages={async (files, upload) => Boolean(gallery && (await config.gallery?.add.run(addImages, upload, gallery, files, parentId)))}
          refetchQueries={[config.list]}
        />
      )}
      {config.notify && (
        <NotifyConfirmDialog
          subject={recordName(notifying)}
          onConfirm={() => notifying && config.notify && notify(config.notify, { id: notifying.id })}
          onSchedule={
            config.notifySubject &&
            ((sendAt) =>
              notifying &&
              config.notifySubject &&
              schedule(ScheduleNotificationDocument, { input: { subjectType: config.notifySubject, subjectId: notifying.id, sendAt } }))
          }
          onClose={() => setNotifying(undefined)}
        />
      )}
      {parts.dialogs}
    </>
  );
}
