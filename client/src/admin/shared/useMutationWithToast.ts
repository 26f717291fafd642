import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { errorCode, messageFromError, type ServerErrorCode } from './errors';
import { showFailureToast, showSuccessToast, showWarningToast } from './toaster';

export const UPLOAD_CANCELLED_MESSAGE = 'Upload cancelled';

export interface MutationToastOptions {
  /** Toast on success; the spec's default is 'Success'. */
  successMessage?: string;
  /** Spec §8 fallback when the server gives no message, e.g. 'Failed to create category'. */
  failureMessage: string;
  /**
   * The form field a refusal is about (e.g. 'categoryName' for CONFLICT), so a
   * dialog shows it under that field instead of in a toast; see `takeFieldErrors`.
   */
  fieldFor?: (code: ServerErrorCode | undefined) => string | undefined;
  /** Queries to reload after success, so the list on screen shows the change. */
  refetchQueries?: DocumentNode[];
}

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
  { successMessage, failureMessage, refetchQueries, fieldFor }: MutationToastOptions,
) {
  const fieldErrors = useRef<Record<string, string> | undefined>(undefined);
  const [mutate, result] = useMutation<TData, TVariables>(mutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  // Apollo types the call's arguments conditionally on the document, which a
  // generic wrapper cannot resolve; callers of `run` are still fully typed.
  const mutateWith = mutate as unknown as (options: {
    variables: TVariables;
    context?: object;
  }) => Promise<{ data?: TData | null }>;

  const run = useCallback(
    async (variables: TVariables, context?: { signal?: AbortSignal }): Promise<TData | undefined> => {
      fieldErrors.current = undefined;
      try {
        const { data } = await mutateWith({ variables, context });
        showSuccessToast(successMessage);
        return data ?? undefined;
      } catch (error) {
        const field = fieldFor?.(errorCode(error));
        if (field) fieldErrors.current = { [field]: messageFromError(error, failureMessage) };
        else if (context?.signal?.aborted) showWarningToast(UPLOAD_CANCELLED_MESSAGE);
        else showFailureToast(error, failureMessage);
        return undefined;
      }
    },
    [mutateWith, successMessage, failureMessage, fieldFor],
  );

  /** After a failed `run`: the refusal by field (see `fieldFor`), once; FormDialog shows it under the field. */
  const takeFieldErrors = useCallback(() => {
    const taken = fieldErrors.current;
    fieldErrors.current = undefined;
    return taken;
  }, []);

  return [run, result, takeFieldErrors] as const;
}
