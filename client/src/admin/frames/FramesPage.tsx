import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from '../core/i18n/i18n';
import { PageHeader } from '../shared/PageHeader';
import { FrameFieldsTab } from './FrameFieldsTab';
import { FramesTab } from './FramesTab';

type TabId = 'frames' | 'frame-fields';

/** Spec §2 Frames: two tabs, Frames and Frame Fields. */
export default function FramesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>('frames');
  return (
    <>
      <PageHeader title={t('Frames')} />
      <Tabs id="frames-tabs" selectedTabId={tab} onChange={(next) => setTab(next as TabId)} large renderActiveTabPanelOnly>
        <Tab id="frames" title={t('Frames')} panel={<FramesTab />} />
        <Tab id="frame-fields" title={t('Frame Fields')} panel={<FrameFieldsTab />} />
      </Tabs>
    </>
  );
}
