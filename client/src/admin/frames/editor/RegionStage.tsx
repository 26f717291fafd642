import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Group, Image as KonvaImage, Layer, Rect, Shape, Stage, Text, Transformer } from 'react-konva';
import { fitImage, fitText, type MeasureText } from '../../../../../shared/poster-layout';
import { imageUrl } from '../../shared/ImageThumbs';
import { loadRegionFonts, sampleImage, sampleText } from './preview';
import type { Box } from './editorState';
import type { EditorField, EditorImage, EditorRegion } from './types';

/** A drag shorter than this (in image pixels) is a click, not a new region. */
export const MIN_DRAWN_SIZE = 8;
const SELECTED = '#2d72d2';
const UNSELECTED = '#cd4246';

export interface RegionStageProps {
  image: EditorImage;
  regions: readonly EditorRegion[];
  /** A region drawn by a drag on the image, in image pixels (the editor keeps it inside the image). */
  onDraw: (box: Box) => void;
  /** A region moved or resized, in image pixels. */
  onPlace: (key: string, box: Box) => void;
  selectedKey: string | undefined;
  onSelect: (key: string | undefined) => void;
  fields: ReadonlyMap<string, EditorField>;
  preview: boolean;
  /** The room the stage may take, in screen pixels. */
  maxWidth: number;
  maxHeight: number;
}

function useLoadedImage(src: string): HTMLImageElement | undefined {
  const [loaded, setLoaded] = useState<HTMLImageElement>();
  useEffect(() => {
    const element = new window.Image();
    element.onload = () => setLoaded(element);
    element.src = src;
    return () => {
      element.onload = null;
    };
  }, [src]);
  return loaded;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The frame image as large as the room allows, with its regions. Regions are
 * held in the image's own pixels; only the Stage is scaled, so pointer
 * positions read with getRelativePointerPosition() are image pixels too.
 * Drag on the image to draw; click a region to select it, then drag it, pull
 * its handles, nudge it with the arrow keys or remove it with Delete.
 */
export function RegionStage({ image, regions, onDraw, onPlace, selectedKey, onSelect, fields, preview, maxWidth, maxHeight }: RegionStageProps) {
  const picture = useLoadedImage(imageUrl(image.path));
  const scale = Math.max(0.01, Math.min(maxWidth / image.width, maxHeight / image.height));
  const [draft, setDraft] = useState<{
    x0: number;
    y0: number;
    x1: number;
    y1: number;
  }>();
  const transformer = useRef<Konva.Transformer>(null);
  const layer = useRef<Konva.Layer>(null);
  const [fontsReady, setFontsReady] = useState(0);

  // Attach the Transformer to the selected region's rectangle.
  useEffect(() => {
    const node = selectedKey ? layer.current?.findOne(`#${selectedKey}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedKey, regions]);

  // Redraw the preview once the fonts it uses have loaded.
  useEffect(() => {
    if (!preview) return;
    let cancelled = false;
    void loadRegionFonts(regions, fields).then(() => !cancelled && setFontsReady((count) => count + 1));
    return () => {
      cancelled = true;
    };
  }, [preview, regions, fields]);

  // Image pixels of a pointer event, from the event's own coordinates: the
  // stage's remembered pointer position is only set by a prior move, which a
  // pen or a finger landing on the canvas does not make.
  const pointer = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const container = event.target.getStage()?.container();
    if (!container) return undefined;
    const box = container.getBoundingClientRect();
    return {
      x: clamp((event.evt.clientX - box.left) / scale, 0, image.width),
      y: clamp((event.evt.clientY - box.top) / scale, 0, image.height),
    };
  };

  const startDrawing = (event: Konva.KonvaEventObject<PointerEvent>) => {
    // Only a press on the image itself (not on a region or a handle) draws,
    // and only the primary button or contact.
    if (event.target.name() !== 'frame-image' || !event.evt.isPrimary || event.evt.button > 0) return;
    const at = pointer(event);
    if (!at) return;
    // Keep receiving this pointer's moves and release outside the canvas.
    (event.evt.target as Element | null)?.setPointerCapture?.(event.evt.pointerId);
    onSelect(undefined);
    setDraft({ x0: at.x, y0: at.y, x1: at.x, y1: at.y });
  };
  const moveDrawing = (event: Konva.KonvaEventObject<PointerEvent>) => {
    if (!draft) return;
    const at = pointer(event);
    if (at) setDraft({ ...draft, x1: at.x, y1: at.y });
  };
  const finishDrawing = (event: Konva.KonvaEventObject<PointerEvent>) => {
    if (!draft) return;
    setDraft(undefined);
    // The release's own position: a fast drag can end before the last move is drawn.
    const end = pointer(event) ?? { x: draft.x1, y: draft.y1 };
    const box = {
      x: Math.min(draft.x0, end.x),
      y: Math.min(draft.y0, end.y),
      width: Math.abs(end.x - draft.x0),
      height: Math.abs(end.y - draft.y0),
    };
    if (box.width < MIN_DRAWN_SIZE || box.height < MIN_DRAWN_SIZE) return;
    onDraw(box);
  };

  const measureWith =
    (context: Konva.Context): MeasureText =>
    (text, font) => {
      context.setAttr('font', font);
      return context.measureText(text);
    };

  const labelSize = Math.max(12, 14 / scale);
  const stroke = 2 / scale;

  const regionNodes = useMemo(
    () =>
      regions.map((region, position) => {
        const field = fields.get(region.dataType);
        const selected = region.key === selectedKey;
        return (
          <Group key={region.key}>
            {preview && field?.type === 'text' && (
              <Shape
                listening={false}
                sceneFunc={(context) => {
                  const fitted = fitText(sampleText(field), region, region.properties, image.width, measureWith(context));
                  context.setAttr('font', fitted.font);
                  context.setAttr('fillStyle', fitted.color);
                  context.setAttr('textAlign', 'left');
                  context.setAttr('textBaseline', 'alphabetic');
                  for (const line of fitted.lines) context.fillText(line.text, line.x, line.baseline);
                }}
              />
            )}
            {preview && field?.type === 'image' && <KonvaImage listening={false} image={sampleImage(field)} {...fitImage(region, 200, 200)} />}
            <Rect
              id={region.key}
              name="region"
              x={region.x}
              y={region.y}
              width={region.width}
              height={region.height}
              stroke={selected ? SELECTED : UNSELECTED}
              strokeWidth={stroke}
              strokeScaleEnabled={false}
              dash={preview ? [6 / scale, 4 / scale] : undefined}
              fill={preview ? undefined : selected ? 'rgba(45, 114, 210, 0.18)' : 'rgba(205, 66, 70, 0.12)'}
              draggable
              onPointerDown={() => onSelect(region.key)}
              dragBoundFunc={function (this: Konva.Node, position) {
                // Screen coordinates: keep the whole rectangle on the image.
                const stage = this.getStage();
                const offset = stage ? stage.absolutePosition() : { x: 0, y: 0 };
                return {
                  x: clamp(position.x, offset.x, offset.x + (image.width - region.width) * scale),
                  y: clamp(position.y, offset.y, offset.y + (image.height - region.height) * scale),
                };
              }}
              onDragEnd={(event) =>
                onPlace(region.key, {
                  ...region,
                  x: event.target.x(),
                  y: event.target.y(),
                })
              }
              onTransformEnd={(event) => {
                // Fold the handles' scale into the size, so regions stay in plain pixels.
                const node = event.target;
                const box = {
                  x: node.x(),
                  y: node.y(),
                  width: node.width() * node.scaleX(),
                  height: node.height() * node.scaleY(),
                };
                node.scaleX(1);
                node.scaleY(1);
                onPlace(region.key, box);
              }}
            />
            <Text
              listening={false}
              x={region.x + 3 / scale}
              y={region.y + 3 / scale}
              text={String(position + 1)}
              fontSize={labelSize}
              fontStyle="bold"
              fill={selected ? SELECTED : UNSELECTED}
            />
          </Group>
        );
      }),
    // fontsReady: redraw the preview when the fonts arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [regions, selectedKey, fields, preview, scale, image, fontsReady],
  );

  return (
    <div className="frame-editor__stage" data-scale={scale} data-image-width={image.width} data-image-height={image.height}>
      <Stage
        width={Math.round(image.width * scale)}
        height={Math.round(image.height * scale)}
        scaleX={scale}
        scaleY={scale}
        onPointerDown={startDrawing}
        onPointerMove={moveDrawing}
        onPointerUp={finishDrawing}
        onPointerCancel={() => setDraft(undefined)}
      >
        <Layer ref={layer}>
          {picture && <KonvaImage name="frame-image" image={picture} width={image.width} height={image.height} />}
          {!picture && <Rect name="frame-image" width={image.width} height={image.height} fill="#e5e8eb" />}
          {regionNodes}
          {draft && (
            <Rect
              listening={false}
              x={Math.min(draft.x0, draft.x1)}
              y={Math.min(draft.y0, draft.y1)}
              width={Math.abs(draft.x1 - draft.x0)}
              height={Math.abs(draft.y1 - draft.y0)}
              stroke={SELECTED}
              strokeWidth={stroke}
              dash={[6 / scale, 4 / scale]}
            />
          )}
          <Transformer
            ref={transformer}
            rotateEnabled={false}
            keepRatio={false}
            ignoreStroke
            boundBoxFunc={(oldBox, newBox) => {
              // Screen pixels here: refuse boxes that leave the image or collapse.
              const stageBox = {
                width: image.width * scale,
                height: image.height * scale,
              };
              const offset = layer.current?.getStage()?.absolutePosition() ?? {
                x: 0,
                y: 0,
              };
              const left = newBox.x - offset.x;
              const top = newBox.y - offset.y;
              const outside = left < -0.5 || top < -0.5 || left + newBox.width > stageBox.width + 0.5 || top + newBox.height > stageBox.height + 0.5;
              return outside || newBox.width < 4 || newBox.height < 4 ? oldBox : newBox;
            }}
          />
        </Layer>
      </Stage>
    </div>
  );
}
