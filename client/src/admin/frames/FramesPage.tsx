import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { PageHeader } from '../shared/PageHeader';
import { FrameFieldsTab } from './FrameFieldsTab';
import { FramesTab } from './FramesTab';

type TabId = 'frames' | 'frame-fields';

/** Spec §2 Frames: two tabs, Frames and Frame Fields. */
export default function FramesPage() {
  const [tab, setTab] = useState<TabId>('frames');
  return (
    <>
      <PageHeader title="Frames" />
      <Tabs id="frames-tabs" selectedTabId={tab} onChange={(next) => setTab(next as TabId)} large renderActiveTabPanelOnly>
        <Tab id="frames" title="Frames" panel={<FramesTab />} />
        <Tab id="frame-fields" title="Frame Fields" panel={<FrameFieldsTab />} />
      </Tabs>
    </>
  );
}
