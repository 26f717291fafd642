import { Button, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorCode } from '../core/errors';

/**
 * A screen that belongs to one parent record (a category's subcategories, a
 * user's businesses): a clear not-found state when the id in the address
 * names nothing, instead of an empty table.
 */
export function ParentNotFound({ what, backTo, backLabel }: { what: string; backTo: string; backLabel: string }) {
  const navigate = useNavigate();
  return (
    <NonIdealState
      icon="search"
      title={`${what} not found`}
      description={`There is no ${what.toLowerCase()} at this address. It may have been deleted.`}
      action={<Button icon="arrow-left" text={backLabel} onClick={() => navigate(backTo)} />}
    />
  );
}

/** True when a parent query failed because the record does not exist (or the id is malformed). */
export function isMissingRecord(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
}

/** The link back to the parent's list, shown beside a child screen's heading. */
export function BackButton({ to, label }: { to: string; label: ReactNode }) {
  const navigate = useNavigate();
  return <Button variant="minimal" icon="arrow-left" text={label} onClick={() => navigate(to)} />;
}
