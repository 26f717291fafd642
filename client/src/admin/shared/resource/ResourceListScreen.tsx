import { Intent } from '@blueprintjs/core';
import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useMemo, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import type { StaffRole } from '../../core/roles';
import { useSessionUser } from '../../core/session';
import { AddButton } from '../AddButton';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../DataTable';
import type { ServerErrorCode } from '../../core/errors';
import { type FormErrors, type FormField, FormDialog, type FormDialogProps } from '../FormDialog';
import { PageHeader } from '../PageHeader';
import { useErrorToast } from '../useErrorToast';
import { useRecordDialog } from '../useRecordDialog';
import { NotificationsDocument } from '../graphql/notifications';
import { GalleryDialog } from '../images/GalleryDialog';
import type { StoredImage } from '../images/types';
import { NotifyConfirmDialog } from '../NotifyConfirmDialog';
import { useMutationWithToast } from '../useMutationWithToast';
import { MESSAGES, NOTIFY_MESSAGES, type ResourceMessages, type ResourceName } from './messages';
import { NO_MUTATION, useCrudMutations } from './useCrudMutations';

type Upload = Parameters<FormDialogProps<Record<string, unknown>>['onSubmit']>[1];

/**
 * One list screen, described: what it lists, how a row shows, how the form
 * maps to the create and update inputs. `ResourceListScreen` does the rest
 * (query, toasts, Add, Edit, Delete and its confirmation), the same way for
 * every resource. See docs/architecture.md, 'Adding a content screen'.
 */
export interface ResourceConfig<Row extends { id: string }, Values extends Record<string, unknown>, ListData, GalleryData = unknown> {
  /** Key into the one messages table (./messages.ts) for the spec's toast texts. */
  resource: ResourceName;
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** Singular, for the dialog's 'Add …' / 'Edit …' title. */
  entityName: string;
  /** The toolbar button, e.g. 'Add Slider'; omitted: no adding. */
  addText?: string;
  // Variables typed `never` so any list document fits; a list under a parent takes the parent's id (`variables`).
  list: TypedDocumentNode<ListData, never>;
  rows: (data: ListData) => readonly Row[];
  /** Further queries a write changes (e.g. a parent's count badge). */
  alsoRefetch?: DocumentNode[];
  columns: readonly DataTableColumn<Row>[];
  /** Form fields; a function when they depend on the record being edited (its current images). */
  fields: readonly FormField<Values>[] | ((editing: Row | undefined) => readonly FormField<Values>[]);
  initialValues: (editing: Row | undefined) => Values;
  create?: { document: DocumentNode; variables: (values: Values) => { input?: object } & OperationVariables };
  update?: { document: DocumentNode; variables: (values: Values, editing: Row) => OperationVariables };
  /**
   * Takes { id }. The delete goes to the Trash, so its toast offers Undo;
   * `final: true` for the few deletes that are for good (staff accounts).
   */
  remove?: { document: DocumentNode; confirm?: (row: Row) => Partial<ConfirmDialogProps>; final?: boolean };
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
    add: DocumentNode;
    /** The add's variables; by default { id, images } and the parent's id from `createWith`. */
    variables?: (row: Row, images: File[]) => OperationVariables;
  };
  /** A 'Send notification' row action with the spec's confirmation. */
  /** Takes { id }. */
  notify?: DocumentNode;
  /** Row actions before Edit and Delete that only navigate, e.g. to a record's children. */
  links?: (navigate: NavigateFunction) => readonly RowAction<Row>[];
  searchPlaceholder?: string;
  /** Who may add, edit and delete; everyone who can open the screen when omitted (the registry guards the screen). */
  writeRoles?: readonly StaffRole[];
}

export interface ResourceListScreenProps<Row extends { id: string }, Values extends Record<string, unknown>, ListData, GalleryData> {
  config: ResourceConfig<Row, Values, ListData, GalleryData>;
  /** The list query's variables, e.g. the parent's id from the route. */
  variables?: OperationVariables;
  /** Wait for something first (a parent record). */
  skip?: boolean;
  /** The parent record's query (e.g. the category of its greetings): its loading and errors show in the table too. */
  parent?: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** Inside another page (a tab): no page header of its own. */
  embedded?: boolean;
  /** Overrides config.title, e.g. with the parent's name. */
  title?: string;
  /** Beside the title, e.g. a Back button. */
  headerActions?: ReactNode;
  /** Row actions before Edit and Delete (galleries, notifications, links). */
  rowActions?: readonly RowAction<Row>[];
  /** Extra fields merged into the create input, e.g. the parent's id. */
  createWith?: OperationVariables;
  /** The screen's own dialogs, opened by its row actions. */
  children?: ReactNode;
}

export function ResourceListScreen<Row extends { id: string }, Values extends Record<string, unknown>, ListData, GalleryData>({
  config,
  variables,
  skip,
  parent,
  embedded,
  title,
  headerActions,
  rowActions,
  createWith,
  children,
}: ResourceListScreenProps<Row, Values, ListData, GalleryData>) {
  const { role } = useSessionUser();
  const navigate = useNavigate();
  const dialog = useRecordDialog<Row>();
  const [deleting, setDeleting] = useState<Row>();
  const [gallery, setGallery] = useState<Row>();
  const [notifying, setNotifying] = useState<Row>();
  const messages: ResourceMessages = MESSAGES[config.resource];
  const listFailed = messages.listFailed ?? 'Failed';

  const list = useQuery(config.list as unknown as TypedDocumentNode<ListData, OperationVariables>, { variables, skip });
  useErrorToast(list.error, listFailed);

  const crud = useCrudMutations(config.resource, {
    create: config.create?.document,
    update: config.update?.document,
    remove: config.remove?.document,
    undoableDelete: !config.remove?.final,
    refetchQueries: [config.list, ...(config.alsoRefetch ?? [])],
    fieldFor: config.fieldFor,
  });

  const [addImages] = useMutationWithToast(config.gallery?.add ?? NO_MUTATION, {
    successMessage: messages.imagesAdded,
    failureMessage: messages.imagesFailed ?? 'Failed',
    refetchQueries: [config.list],
  });
  const [notify] = useMutationWithToast(config.notify ?? NO_MUTATION, {
    ...NOTIFY_MESSAGES,
    refetchQueries: [NotificationsDocument],
  });
  const galleryVariables = (row: Row, images: File[]) =>
    config.gallery?.variables ? config.gallery.variables(row, images) : { ...createWith, id: row.id, images };
  const recordName = (row: Row | undefined) => (row && config.recordName ? config.recordName(row) : undefined);

  const canWrite = !config.writeRoles || config.writeRoles.includes(role);
  const { openEdit } = dialog;
  const actions = useMemo<RowAction<Row>[]>(
    () => [
      ...(config.links?.(navigate) ?? []),
      ...(config.gallery ? [{ label: config.gallery.label, icon: 'media' as const, onClick: setGallery }] : []),
      ...(config.notify ? [{ label: 'Send notification', icon: 'notifications' as const, onClick: setNotifying }] : []),
      ...(rowActions ?? []),
      ...(canWrite && config.update ? [{ label: 'Edit', icon: 'edit' as const, onClick: openEdit }] : []),
      ...(canWrite && config.remove ? [{ label: 'Delete', icon: 'trash' as const, intent: Intent.DANGER, onClick: setDeleting }] : []),
    ],
    [config, navigate, rowActions, canWrite, openEdit],
  );

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const { fields: fieldsFor, initialValues } = config;
  const fields = useMemo(() => (typeof fieldsFor === 'function' ? fieldsFor(editing) : fieldsFor), [fieldsFor, editing]);

  const save = async (values: Values, upload: Upload): Promise<boolean | FormErrors<Values>> => {
    if (editing && config.update) {
      const saved = await crud.update(config.update.variables(values, editing), upload);
      return saved ? true : ((crud.updateRefusal() as FormErrors<Values> | undefined) ?? false);
    }
    if (!config.create) return false;
    const created = config.create.variables(values);
    const saved = await crud.create(createWith ? { ...created, input: { ...createWith, ...created.input } } : created, upload);
    return saved ? true : ((crud.createRefusal() as FormErrors<Values> | undefined) ?? false);
  };

  return (
    <>
      {!embedded && <PageHeader title={title ?? config.title}>{headerActions}</PageHeader>}
      <DataTable
        label={config.tableLabel}
        rows={list.data ? config.rows(list.data) : []}
        columns={config.columns}
        rowKey={(row) => row.id}
        actions={actions}
        loading={parent?.loading || list.loading}
        error={list.error ?? parent?.error}
        errorFallback={listFailed}
        onRetry={parent ? () => Promise.all([parent.refetch(), list.refetch()]) : list.refetch}
        searchPlaceholder={config.searchPlaceholder}
        toolbar={canWrite && config.addText && config.create ? <AddButton text={config.addText} onClick={dialog.openAdd} /> : undefined}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName={config.entityName}
        history={editing && config.historyKind ? { entityKind: config.historyKind, entityId: editing.id } : undefined}
        fields={fields}
        initialValues={initialValues(editing)}
        onSubmit={save}
        onClose={dialog.close}
      />
      <ConfirmDialog
        {...(deleting && config.remove?.confirm?.(deleting))}
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && crud.remove({ id: deleting.id })}
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
          addImages={async (files, upload) => Boolean(gallery && (await addImages(galleryVariables(gallery, files), upload)))}
          refetchQueries={[config.list]}
        />
      )}
      {config.notify && (
        <NotifyConfirmDialog
          subject={recordName(notifying)}
          onConfirm={() => notifying && notify({ id: notifying.id })}
          onClose={() => setNotifying(undefined)}
        />
      )}
      {children}
    </>
  );
}
