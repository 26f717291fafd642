import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Send } from '../useMutationWithToast';

/**
 * A resource's write (create, update, a gallery's add): a codegen document
 * with how its variables are made from `Args` (the form's values, the record
 * edited, the parent's id). `write()` checks the variables against the
 * document where the config is written; the screen then runs it without
 * knowing either type. `variables` returning undefined: nothing to send
 * (the save fails quietly, the dialog stays open).
 */
export interface ResourceWrite<Args extends unknown[]> {
  run<Result>(send: Send<Result>, context: { signal?: AbortSignal } | undefined, ...args: Args): Result | undefined;
}

export function write<Data, Variables extends OperationVariables, Args extends unknown[]>(
  document: TypedDocumentNode<Data, Variables>,
  variables: (...args: Args) => Variables | undefined,
): ResourceWrite<Args> {
  return {
    run: (send, context, ...args) => {
      const made = variables(...args);
      return made === undefined ? undefined : send(document, made, context);
    },
  };
}
