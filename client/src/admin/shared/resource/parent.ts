import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/** A list screen's parent record (a user's businesses, a category's greetings), named by the route's id. */
export interface ParentRecord {
  /** The parent's query for the id in the address; a hook, called on every render of the screen. */
  useRecord: (id: string) => ParentState;
  /** The heading once the parent is known, e.g. 'Greetings of Diwali': built at render, so return it translated (t('Greetings of {name}', { name })). */
  title: (name: string) => string;
  /** The Back button beside the heading; its label English (msg()), translated when shown. */
  back: { to: string; label: string };
  /** The not-found state when the id names nothing: 'Category not found' and its way back; English texts (msg()), translated when shown. */
  notFound: { what: string; backLabel: string };
}

export interface ParentState {
  name?: string;
  loaded: boolean;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** A parent record read by `document` (variables `{ id }`) and named by `name`. */
export function parentRecord<Data>(
  document: TypedDocumentNode<Data, { id: string }>,
  name: (data: Data) => string,
  texts: Omit<ParentRecord, 'useRecord'>,
): ParentRecord {
  return {
    ...texts,
    useRecord: (id) => {
      const { data, loading, error, refetch } = useQuery(document, { variables: { id } });
      return { name: data ? name(data) : undefined, loaded: Boolean(data), loading, error, refetch };
    },
  };
}
