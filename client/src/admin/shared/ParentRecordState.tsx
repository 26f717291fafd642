import { Button, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorCode } from '../core/errors';
import { currentLanguage, useTranslation } from '../core/i18n/i18n';

/**
 * A screen that belongs to one parent record (a category's subcategories, a
 * user's businesses): a clear not-found state when the id in the address
 * names nothing, instead of an empty table. `what` ('Category') and
 * `backLabel` are English (msg() or a manifest's noun), translated here.
 */
export function ParentNotFound({ what, backTo, backLabel }: { what: string; backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // English lowers the noun inside the sentence; Gujarati has no case.
  const thing = currentLanguage() === 'en' ? what.toLowerCase() : t(what);
  return (
    <NonIdealState
      icon="search"
      title={t('{what} not found', { what: t(what) })}
      description={t('There is no {thing} at this address. It may have been deleted.', { thing })}
      action={<Button icon="arrow-left" text={t(backLabel)} onClick={() => navigate(backTo)} />}
    />
  );
}

/** True when a parent query failed because the record does not exist (or the id is malformed). */
export function isMissingRecord(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
}

/** The link back to the parent's list, shown beside a child screen's heading; a string label is English, translated here. */
export function BackButton({ to, label }: { to: string; label: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Button variant="minimal" icon="arrow-left" text={typeof label === 'string' ? t(label) : label} onClick={() => navigate(to)} />;
}
