import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../shared/PageHeader';
import { useTranslation } from '../core/i18n/i18n';

/** Stands in for a registry screen that is not built yet, so no menu link is dead. `title` is English (a manifest's), translated here. */
export function ComingSoonPage({ title, description }: { title: string; description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <NonIdealState icon="build" title={t('Coming soon')} description={description ?? t('The {title} screen is on its way.', { title: t(title) })} />
    </>
  );
}
