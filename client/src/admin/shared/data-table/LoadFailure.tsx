import { Button, Callout, Intent } from '@blueprintjs/core';

/**
 * A list that could not be loaded: the reason and a way to try again (never
 * 'No Data Available'). A failed retry shows again through `error`.
 */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => unknown }) {
  return (
    <Callout intent={Intent.DANGER} icon="error" className="admin-data-table__failure" role="alert">
      <p>{message}</p>
      {onRetry && <Button icon="refresh" text="Retry" onClick={() => void Promise.resolve(onRetry()).catch(() => {})} />}
    </Callout>
  );
}
