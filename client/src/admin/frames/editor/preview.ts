import { SAMPLE_TEXT, SAMPLE_VALUES } from '../../../../../shared/poster-layout';
import type { EditorField, EditorRegion } from './types';

/** The live preview's sample value for a text field (spec: a Gujarati name, a mobile number …). */
export function sampleText(field: EditorField): string {
  const byName = Object.entries(SAMPLE_VALUES).find(([name]) => name.toLowerCase() === field.variableName.toLowerCase());
  if (byName) return byName[1];
  if (/mobile|phone/i.test(field.variableName)) return SAMPLE_VALUES.mobile;
  return SAMPLE_TEXT;
}

function drawnImage(draw: (context: CanvasRenderingContext2D) => void): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 200;
  canvas.height = 200;
  const context = canvas.getContext('2d');
  if (context) draw(context);
  return canvas;
}

let logo: HTMLCanvasElement | undefined;
let photo: HTMLCanvasElement | undefined;

/** A sample logo (for logo and symbol fields) or a sample photo (any other image field). */
export function sampleImage(field: EditorField): HTMLCanvasElement {
  if (/logo|symbol/i.test(field.variableName)) {
    logo ??= drawnImage((context) => {
      context.fillStyle = '#d9822b';
      context.beginPath();
      context.arc(100, 100, 96, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#ffffff';
      context.font = '700 52px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText('LOGO', 100, 104);
    });
    return logo;
  }
  photo ??= drawnImage((context) => {
    context.fillStyle = '#c5cbd3';
    context.fillRect(0, 0, 200, 200);
    context.fillStyle = '#5f6b7c';
    context.beginPath();
    context.arc(100, 78, 42, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.ellipse(100, 200, 78, 70, 0, Math.PI, 0);
    context.fill();
  });
  return photo;
}

/**
 * Canvas text silently falls back to another font while a subset loads:
 * load every family and weight the regions use (with the text they draw)
 * before drawing, then draw again.
 */
export async function loadRegionFonts(regions: readonly EditorRegion[], fields: ReadonlyMap<string, EditorField>): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  const loads = regions.flatMap((region) => {
    const field = fields.get(region.dataType);
    if (!field || field.type !== 'text') return [];
    const { fontWeight, fontFamily } = region.properties;
    return [document.fonts.load(`${fontWeight} 20px "${fontFamily}"`, sampleText(field))];
  });
  await Promise.allSettled(loads);
}
