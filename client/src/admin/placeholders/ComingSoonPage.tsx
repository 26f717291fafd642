import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../shared/PageHeader';

/** Stands in for a registry screen that is not built yet, so no menu link is dead. */
export function ComingSoonPage({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <NonIdealState icon="build" title="Coming soon" description={description ?? `The ${title} screen is on its way.`} />
    </>
  );
}
