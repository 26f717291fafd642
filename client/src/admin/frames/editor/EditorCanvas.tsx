import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/i18n';
import type { Box } from './editorState';
import { RegionStage } from './RegionStage';
import type { ServerRenderResult } from './ServerRender';
import type { EditorField, EditorImage, EditorRegion } from './types';

export interface EditorCanvasProps {
  image: EditorImage | undefined;
  regions: readonly EditorRegion[];
  selectedKey: string | undefined;
  fields: ReadonlyMap<string, EditorField>;
  preview: boolean;
  onDraw: (box: Box) => void;
  onPlace: (key: string, box: Box) => void;
  onSelect: (key: string | undefined) => void;
  serverRender: ServerRenderResult | undefined;
  onCloseServerRender: () => void;
}

/** The room the stage may take: its pane's size, less a margin, followed as the window changes. */
function usePaneRoom() {
  const pane = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 600, height: 400 });
  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const measure = () =>
      setRoom({
        width: Math.max(100, element.clientWidth - 16),
        height: Math.max(100, element.clientHeight - 16),
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { pane, room };
}

/** The drawing pane (the frame image with its regions, as large as the pane allows) and, when asked for, the server's render beside it. */
export function EditorCanvas({
  image,
  regions,
  selectedKey,
  fields,
  preview,
  onDraw,
  onPlace,
  onSelect,
  serverRender,
  onCloseServerRender,
}: EditorCanvasProps) {
  const { t } = useTranslation();
  const { pane, room } = usePaneRoom();
  return (
    <div className="frame-editor__panes">
      {/* The drawing area takes focus, so the editor's keys (Delete, arrows) apply after drawing; a canvas is an application. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
      <div className="frame-editor__canvas" ref={pane} tabIndex={0} role="application" aria-label={t('Frame image: drag to draw a region')}>
        {image ? (
          <RegionStage
            image={image}
            regions={regions}
            onDraw={onDraw}
            onPlace={onPlace}
            selectedKey={selectedKey}
            onSelect={onSelect}
            fields={fields}
            preview={preview}
            maxWidth={room.width}
            maxHeight={room.height}
          />
        ) : (
          <NonIdealState icon="media" title={t('No frame image')} description={t('Drop a png, jpg or jpeg image in the drop zone.')} />
        )}
      </div>
      {serverRender && (
        <figure className="frame-editor__server-render" aria-label={t('Server render')}>
          <figcaption>
            <span>{t('Server render for {name} (saved frame)', { name: serverRender.userName })}</span>
            <Button variant="minimal" size="small" icon="cross" aria-label={t('Close server render')} onClick={onCloseServerRender} />
          </figcaption>
          <img src={serverRender.url} alt={t('Poster rendered by the server for {name}', { name: serverRender.userName })} />
        </figure>
      )}
    </div>
  );
}
