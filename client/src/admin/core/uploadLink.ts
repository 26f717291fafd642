import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/** How far an upload has gone; `fraction` is 0 to 1. */
export interface UploadProgress {
  loaded: number;
  total: number;
  fraction: number;
}

/**
 * What a mutation with files may put in its Apollo `context`:
 * `useMutation(Doc, { context: { onUploadProgress, signal } })`.
 */
export interface UploadContext {
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the request; the mutation then fails with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Replaces every File in `value` by null and records where it was, as the
 * GraphQL multipart request spec wants (`variables.images.0`).
 */
export function extractFiles(value: unknown, path: string, found: Map<File, string[]>): unknown {
  if (typeof File !== 'undefined' && value instanceof File) {
    found.set(value, [...(found.get(value) ?? []), path]);
    return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => extractFiles(item, `${path}.${index}`, found));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, extractFiles(item, `${path}.${key}`, found)]));
  }
  return value;
}

/**
 * Sends operations whose variables hold files as a GraphQL multipart request
 * (what graphql-upload reads on the server) through XMLHttpRequest, because
 * fetch cannot report upload progress. Operations without files go on to the
 * next link unchanged.
 */
export function createUploadLink(uri = '/graphql'): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const files = new Map<File, string[]>();
    const variables = extractFiles(operation.variables, 'variables', files);
    if (!files.size) return forward(operation);

    const context = operation.getContext() as UploadContext & { headers?: Record<string, string> };
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: print(operation.query), operationName: operation.operationName, variables }));
    const entries = [...files.entries()];
    form.append('map', JSON.stringify(Object.fromEntries(entries.map(([, paths], index) => [String(index), paths]))));
    entries.forEach(([file], index) => form.append(String(index), file, file.name));

    return new Observable((observer) => {
      const request = new XMLHttpRequest();
      request.open('POST', uri);
      for (const [name, value] of Object.entries(context.headers ?? {})) request.setRequestHeader(name, value);
      // graphql-upload's CSRF guard: a multipart request must say it is not a simple form post.
      request.setRequestHeader('apollo-require-preflight', 'true');
      request.upload.onprogress = (event) => {
        if (!event.lengthComputable) return;
        context.onUploadProgress?.({ loaded: event.loaded, total: event.total, fraction: event.loaded / event.total });
      };
      request.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          observer.error(new Error(`The server answered ${request.status} without a GraphQL result`));
          return;
        }
        const result = body as { data?: unknown; errors?: unknown; message?: string };
        if (result.data === undefined && result.errors === undefined) {
          // Refused before GraphQL ran (e.g. the body was too large): a REST-style { message }.
          observer.error(new Error(result.message ?? `The server answered ${request.status}`));
          return;
        }
        observer.next(result as never);
        observer.complete();
      };
      request.onerror = () => observer.error(new Error('The upload did not reach the server. Check the connection and try again'));
      request.onabort = () => observer.error(new DOMException('The upload was cancelled', 'AbortError'));
      const abort = () => request.abort();
      context.signal?.addEventListener('abort', abort);
      request.send(form);
      return () => {
        context.signal?.removeEventListener('abort', abort);
        if (request.readyState !== XMLHttpRequest.DONE) request.abort();
      };
    });
  });
}
