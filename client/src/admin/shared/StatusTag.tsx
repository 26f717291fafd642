import { Intent, Tag } from '@blueprintjs/core';

/** Spec §4: status shows as an Active (green) or Inactive badge. */
export function StatusTag({ active }: { active: boolean }) {
  return (
    <Tag intent={active ? Intent.SUCCESS : Intent.DANGER} round minimal={!active}>
      {active ? 'Active' : 'Inactive'}
    </Tag>
  );
}

/** Select options for a status field (spec §9: Active/Inactive). */
export const STATUS_OPTIONS = [
  { label: 'Active', value: true },
  { label: 'Inactive', value: false },
] as const;
