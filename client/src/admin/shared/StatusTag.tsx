import { Intent, Tag } from '@blueprintjs/core';
import { msg, useTranslation } from '../core/i18n/i18n';

/** Spec §4: status shows as an Active (green) or Inactive badge. */
export function StatusTag({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag intent={active ? Intent.SUCCESS : Intent.DANGER} round minimal={!active}>
      {active ? t('Active') : t('Inactive')}
    </Tag>
  );
}

/** Select options for a status field (spec §9: Active/Inactive); English, FormDialog translates them. */
export const STATUS_OPTIONS = [
  { label: msg('Active'), value: true },
  { label: msg('Inactive'), value: false },
] as const;
