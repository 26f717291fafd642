import type { DocumentNode } from '@apollo/client';
import type { ServerErrorCode } from '../../core/errors';
import { useSendWithToast } from '../useMutationWithToast';
import { MESSAGES, type ResourceMessages, type ResourceName } from './messages';
import { msg } from '../../core/i18n/i18n';

export interface CrudOptions {
  /** The list (and any other query, e.g. a parent's count badge) to reload after each write. */
  refetchQueries: DocumentNode[];
  /**
   * The form field a refusal is about (e.g. a taken name), shown under it instead of in a toast;
   * refusals the server names a field for are found without it. Callers hand `createRefusal()` /
   * `updateRefusal()` back to FormDialog after a failed save.
   */
  fieldFor?: (code: ServerErrorCode | undefined) => string | undefined;
  /** The delete goes to the Trash: its success toast offers Undo (useMutationWithToast's `undoable`). */
  undoableDelete?: boolean;
}

/**
 * A resource's writes (create, update, delete) with the spec's toasts from
 * the one messages table, each reloading the list; built on
 * useSendWithToast, so every toast behaviour (field refusals, upload
 * cancel) is the shared one. Each `send(document, variables, context)`
 * resolves to the data, or undefined after a failure (already toasted).
 */
export function useCrudMutations(resource: ResourceName | undefined, { refetchQueries, fieldFor, undoableDelete }: CrudOptions) {
  const messages: ResourceMessages = resource ? MESSAGES[resource] : {};
  const [create, createRefusal] = useSendWithToast({
    successMessage: messages.created,
    failureMessage: messages.createFailed ?? msg('Failed'),
    refetchQueries,
    fieldFor,
    fieldErrors: true,
  });
  const [update, updateRefusal] = useSendWithToast({
    successMessage: messages.updated,
    failureMessage: messages.updateFailed ?? msg('Failed'),
    refetchQueries,
    fieldFor,
    fieldErrors: true,
  });
  const [remove] = useSendWithToast({
    successMessage: messages.deleted,
    failureMessage: messages.deleteFailed ?? msg('Failed'),
    refetchQueries,
    undoable: undoableDelete,
  });
  return { create, update, remove, createRefusal, updateRefusal, messages };
}
