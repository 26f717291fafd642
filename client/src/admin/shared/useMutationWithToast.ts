import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { RestoreTrashEntryDocument } from './graphql/restoreTrashEntry';
import { useCallback, useEffect, useRef } from 'react';
import { errorCode, errorField, messageFromError, type ServerErrorCode } from '../core/errors';
import { showFailureToast, showSuccessToast, showWarningToast } from '../core/toaster';
import { msg } from '../core/i18n/i18n';

export const UPLOAD_CANCELLED_MESSAGE = msg('Upload cancelled');

export interface MutationToastOptions {
  /** Toast on success; the spec's default is 'Success'. English (msg() or a manifest's message), translated when shown. */
  successMessage?: string;
  /** Spec §8 fallback when the server gives no message, e.g. 'Failed to create category'; English, translated when shown. */
  failureMessage: string;
  /**
   * The form field a refusal is about (e.g. 'categoryName' for CONFLICT), so a
   * dialog shows it under that field instead of in a toast; see `takeFieldErrors`.
   */
  fieldFor?: (code: ServerErrorCode | undefined) => string | undefined;
  /**
   * The call is a form's save: a refusal the server names a field for (its
   * `extensions.field`, e.g. 'mobile' for a taken number) is kept for
   * `takeFieldErrors` instead of toasted; FormDialog shows it under that
   * field, or toasts it when the form has no such field.
   */
  fieldErrors?: boolean;
  /** Queries to reload after success, so the list on screen shows the change. */
  refetchQueries?: DocumentNode[];
  /**
   * A delete that moves its record to the trash: the success toast offers
   * Undo for its 10 seconds (paused while hovered or focused), which
   * restores the record (the trash entry's id is the deleted record's, read
   * from the answer's `id`) and reloads `refetchQueries`.
   */
  undoable?: boolean;
  /** After an Undo restored the record, for screens that reload by hand (the posts calendar). */
  onUndone?: () => void;
}

export const UNDO_LABEL = msg('Undo');
export const RESTORED_MESSAGE = msg('Restored successfully');
export const RESTORE_FAILED_MESSAGE = msg('Failed to restore');

/** The id in a mutation's answer, `{ deleteCategory: { id } }`. */
function answeredId(data: unknown): string | undefined {
  const [field] = Object.values((data ?? {}) as Record<string, unknown>);
  const id = (field as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** A mutation's document and variables, typed together: what `useSendWithToast`'s `send` takes. */
export type Send<Result> = <TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  context?: { signal?: AbortSignal },
) => Result;

/**
 * One mutation with the spec's toasts: success text on success, the server's
 * message (or the fallback) on failure. `run` never throws: it resolves to the
 * data on success and to undefined on failure, so a dialog can stay open.
 * Refetches finish before `run` resolves, so a closing dialog reveals the
 * reloaded list. The optional `context` goes to the links, e.g. an upload's
 * `{ onUploadProgress, signal }`; a call aborted through its signal says
 * 'Upload cancelled' instead of failing.
 */
export function useMutationWithToast<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  options: MutationToastOptions,
) {
  const [mutate, result] = useMutation<TData, TVariables>(mutation, {
    refetchQueries: options.refetchQueries,
    awaitRefetchQueries: true,
  });
  // Apollo types the call's arguments conditionally on the document, which a
  // generic wrapper cannot resolve; callers of `run` are still fully typed.
  const mutateWith = mutate as unknown as (options: { variables: TVariables; context?: object }) => Promise<{ data?: TData | null }>;
  const [toasted, takeFieldErrors] = useToasts(options);
  const run = useCallback(
    (variables: TVariables, context?: { signal?: AbortSignal }) => toasted(() => mutateWith({ variables, context }), context),
    [toasted, mutateWith],
  );
  return [run, result, takeFieldErrors] as const;
}

/**
 * `useMutationWithToast` for a document chosen at the call: `send(document,
 * variables, context)`, with the same toasts, refetches and field refusals.
 * For the generic list screen, whose writes are those its config names (or
 * none), so no hook is bound to a document.
 */
export function useSendWithToast(options: MutationToastOptions) {
  const client = useApolloClient();
  const [toasted, takeFieldErrors] = useToasts(options);
  const { refetchQueries } = options;
  const send: Send<Promise<unknown>> = useCallback(
    (mutation, variables, context) =>
      toasted(() => {
        // As above: Apollo's conditional option types do not resolve for a generic document.
        const mutate = client.mutate as (options: object) => Promise<{ data?: unknown }>;
        return mutate({ mutation, variables, context, refetchQueries, awaitRefetchQueries: true });
      }, context),
    [client, toasted, refetchQueries],
  );
  return [send, takeFieldErrors] as const;
}

/** The toasts around one mutation call (see `useMutationWithToast`), and the field refusal it kept. */
function useToasts({
  successMessage,
  failureMessage,
  refetchQueries,
  fieldFor,
  fieldErrors: collectsFieldErrors,
  undoable,
  onUndone,
}: MutationToastOptions) {
  const client = useApolloClient();
  const fieldErrors = useRef<Record<string, string> | undefined>(undefined);
  // Read when Undo is clicked; a ref keeps `run` stable while callers pass a new array each render.
  const reloadAfterUndo = useRef({ refetchQueries, onUndone });
  useEffect(() => {
    reloadAfterUndo.current = { refetchQueries, onUndone };
  });

  /** Undo of a delete: restores the trashed record and reloads what the delete reloaded. */
  const undo = useCallback(
    async (id: string) => {
      try {
        await client.mutate({
          mutation: RestoreTrashEntryDocument,
          variables: { id },
          refetchQueries: reloadAfterUndo.current.refetchQueries,
          awaitRefetchQueries: true,
        });
        reloadAfterUndo.current.onUndone?.();
        showSuccessToast(RESTORED_MESSAGE);
      } catch (error) {
        showFailureToast(error, RESTORE_FAILED_MESSAGE);
      }
    },
    [client],
  );

  const run = useCallback(
    async <TData>(call: () => Promise<{ data?: TData | null }>, context?: { signal?: AbortSignal }): Promise<TData | undefined> => {
      fieldErrors.current = undefined;
      try {
        const { data } = await call();
        const trashed = undoable ? answeredId(data) : undefined;
        showSuccessToast(successMessage, trashed ? { text: UNDO_LABEL, onClick: () => void undo(trashed) } : undefined);
        return data ?? undefined;
      } catch (error) {
        const field = fieldFor?.(errorCode(error)) ?? (collectsFieldErrors ? errorField(error) : undefined);
        if (field) fieldErrors.current = { [field]: messageFromError(error, failureMessage) };
        else if (context?.signal?.aborted) showWarningToast(UPLOAD_CANCELLED_MESSAGE);
        else showFailureToast(error, failureMessage);
        return undefined;
      }
    },
    [successMessage, failureMessage, fieldFor, collectsFieldErrors, undoable, undo],
  );

  /** After a failed `run`: the refusal by field (see `fieldFor`), once; FormDialog shows it under the field. */
  const takeFieldErrors = useCallback(() => {
    const taken = fieldErrors.current;
    fieldErrors.current = undefined;
    return taken;
  }, []);

  return [run, takeFieldErrors] as const;
}
