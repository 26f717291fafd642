import { gql, type DocumentNode, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import type { ServerErrorCode } from '../../core/errors';
import { useMutationWithToast } from '../useMutationWithToast';
import { MESSAGES, type ResourceMessages, type ResourceName } from './messages';

/**
 * Stands in for a write the resource does not have (hooks cannot be called
 * conditionally); never sent, since its `run` is not handed out.
 */
export const NO_MUTATION: TypedDocumentNode<unknown, OperationVariables> = gql`
  mutation NoMutation {
    __typename
  }
`;

export interface CrudDocuments<CreateData, CreateVars, UpdateData, UpdateVars, DeleteData, DeleteVars> {
  create?: TypedDocumentNode<CreateData, CreateVars>;
  update?: TypedDocumentNode<UpdateData, UpdateVars>;
  remove?: TypedDocumentNode<DeleteData, DeleteVars>;
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
 * useMutationWithToast, so every toast behaviour (field refusals, upload
 * cancel) is the shared one. A `run` resolves to the data, or undefined
 * after a failure (already toasted).
 */
export function useCrudMutations<
  CreateData,
  CreateVars extends OperationVariables,
  UpdateData,
  UpdateVars extends OperationVariables,
  DeleteData,
  DeleteVars extends OperationVariables,
>(resource: ResourceName, documents: CrudDocuments<CreateData, CreateVars, UpdateData, UpdateVars, DeleteData, DeleteVars>) {
  const messages: ResourceMessages = MESSAGES[resource];
  const { refetchQueries, fieldFor, undoableDelete } = documents;
  const [create, , createRefusal] = useMutationWithToast(documents.create ?? (NO_MUTATION as TypedDocumentNode<CreateData, CreateVars>), {
    successMessage: messages.created,
    failureMessage: messages.createFailed ?? 'Failed',
    refetchQueries,
    fieldFor,
    fieldErrors: true,
  });
  const [update, , updateRefusal] = useMutationWithToast(documents.update ?? (NO_MUTATION as TypedDocumentNode<UpdateData, UpdateVars>), {
    successMessage: messages.updated,
    failureMessage: messages.updateFailed ?? 'Failed',
    refetchQueries,
    fieldFor,
    fieldErrors: true,
  });
  const [remove] = useMutationWithToast(documents.remove ?? (NO_MUTATION as TypedDocumentNode<DeleteData, DeleteVars>), {
    successMessage: messages.deleted,
    failureMessage: messages.deleteFailed ?? 'Failed',
    refetchQueries,
    undoable: undoableDelete,
  });
  return { create, update, remove, createRefusal, updateRefusal, messages };
}
