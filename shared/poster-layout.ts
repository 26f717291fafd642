/**
 * How a poster is laid out: one module used by the frame editor's live
 * preview (browser canvas) and by the server's render (@napi-rs/canvas), so
 * what staff see is what the app's users get. Pure code: no DOM, no Node.
 * It lives in the top-level shared/ folder because it belongs to both sides:
 * the server's and the client's tsconfig include it, and Vite bundles it.
 *
 * Regions are in the frame image's own pixels. Font sizes are chosen for a
 * phone-width poster (360 px, spec §9 sizes 12–25) and scaled to the image:
 * on a 1080 px frame, Medium (15) is drawn at 45 px.
 */

/** Spec §9: the six Gujarati-capable fonts. */
export const FRAME_FONTS = ['Baloo Bhai 2', 'Hind Vadodara', 'Mukta Vaani', 'Noto Sans Gujarati', 'Noto Serif Gujarati', 'Rasa'] as const;

/** Spec §9 font sizes, by the names the editor shows. */
export const FONT_SIZES = [
  { label: 'Small', value: 12 },
  { label: 'Medium', value: 15 },
  { label: 'Large', value: 17 },
  { label: 'Extra Large', value: 21 },
  { label: '2xl', value: 25 },
] as const;
export const FONT_WEIGHTS = [400, 500, 600, 700] as const;

export const DEFAULT_TEXT_STYLE = { fontFamily: 'Noto Sans Gujarati', fontSize: 15, fontWeight: 400, fontColor: '#000000' } as const;

/** The poster width the spec's font sizes are meant for. */
export const REFERENCE_WIDTH = 360;
/** Text never shrinks below this many reference pixels. */
export const MIN_FONT_SIZE = 8;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextStyle {
  fontFamily: string;
  fontSize: number;
  fontWeight: number;
  fontColor: string;
}

/** What canvas `measureText` answers (browser and @napi-rs/canvas alike); only these fields are read. */
export interface InkMetrics {
  width: number;
  actualBoundingBoxLeft: number;
  actualBoundingBoxRight: number;
  actualBoundingBoxAscent: number;
  actualBoundingBoxDescent: number;
}

/** Measures `text` drawn with the CSS `font`: `(text, font) => { ctx.font = font; return ctx.measureText(text); }`. */
export type MeasureText = (text: string, font: string) => InkMetrics;

export interface FittedLine {
  text: string;
  /** Draw with textAlign 'left' and textBaseline 'alphabetic' at (x, baseline). */
  x: number;
  baseline: number;
  inkWidth: number;
}

export interface FittedText {
  /** The CSS font to draw with, in image pixels. */
  font: string;
  fontSizePx: number;
  color: string;
  lines: FittedLine[];
}

export function fontString(weight: number, sizePx: number, family: string): string {
  return `${weight} ${Math.round(sizePx * 100) / 100}px "${family}"`;
}

/** Grapheme clusters, so a Gujarati conjunct or vowel sign is never split from its letter. */
function graphemes(text: string): string[] {
  return Array.from(new Intl.Segmenter('gu', { granularity: 'grapheme' }).segment(text), (part) => part.segment);
}

/** Width of the ink (Gujarati vowel signs can reach past the advance width). */
function inkWidth(metrics: InkMetrics): number {
  return Math.max(metrics.width, metrics.actualBoundingBoxLeft + metrics.actualBoundingBoxRight);
}

/** Greedy word wrap; a word wider than the line is broken between grapheme clusters. */
export function wrapText(text: string, maxWidth: number, widthOf: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (widthOf(word) <= maxWidth) {
        line = word;
        continue;
      }
      line = '';
      for (const cluster of graphemes(word)) {
        if (line && widthOf(line + cluster) > maxWidth) {
          lines.push(line);
          line = cluster;
        } else {
          line += cluster;
        }
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * Fits `text` into `box`: starts at the chosen size and shrinks, half a
 * reference pixel at a time, until the wrapped lines' ink fits the box's
 * width and height. At the minimum size, lines that still do not fit are
 * left out rather than drawn outside the box. Lines are centred both ways.
 */
export function fitText(text: string, box: Box, style: TextStyle, imageWidth: number, measure: MeasureText): FittedText {
  const scale = imageWidth / REFERENCE_WIDTH;
  const trimmed = text.trim();
  let size = Math.max(style.fontSize, MIN_FONT_SIZE);
  for (;;) {
    const sizePx = size * scale;
    const font = fontString(style.fontWeight, sizePx, style.fontFamily);
    const widthOf = (line: string) => inkWidth(measure(line, font));
    const wrapped = trimmed ? wrapText(trimmed, box.width, widthOf) : [];
    const metrics = wrapped.map((line) => measure(line, font));
    const ascent = Math.max(0, ...metrics.map((metric) => metric.actualBoundingBoxAscent));
    const descent = Math.max(0, ...metrics.map((metric) => metric.actualBoundingBoxDescent));
    const lineHeight = (ascent + descent) * 1.15;
    const blockHeight = (count: number) => (count ? (count - 1) * lineHeight + ascent + descent : 0);
    const fits = blockHeight(wrapped.length) <= box.height && metrics.every((metric) => inkWidth(metric) <= box.width);
    if (fits || size <= MIN_FONT_SIZE) {
      let count = wrapped.length;
      while (count > 0 && blockHeight(count) > box.height) count -= 1;
      const top = box.y + (box.height - blockHeight(count)) / 2;
      const lines: FittedLine[] = [];
      wrapped.slice(0, count).forEach((line, index) => {
        const metric = metrics[index];
        const ink = inkWidth(metric);
        if (ink > box.width) return;
        lines.push({
          text: line,
          inkWidth: ink,
          x: box.x + (box.width - ink) / 2 + metric.actualBoundingBoxLeft,
          baseline: top + ascent + index * lineHeight,
        });
      });
      return { font, fontSizePx: sizePx, color: style.fontColor, lines };
    }
    size = Math.max(MIN_FONT_SIZE, size - 0.5);
  }
}

/** Where an image goes in a region: as large as fits, aspect kept, centred ("contain"). */
export function fitImage(box: Box, imageWidth: number, imageHeight: number): Box {
  const scale = Math.min(box.width / imageWidth, box.height / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** Sample values for the editor's preview, by a frame field's variable name (and type). */
export const SAMPLE_VALUES: Record<string, string> = {
  name: 'રમેશભાઈ પટેલ',
  mobile: '98765 43210',
  village: 'આણંદ',
  taluka: 'આણંદ',
  district: 'આણંદ',
  occupation: 'સરપંચ',
  businessName: 'પટેલ ટ્રેડર્સ',
  businessEmail: 'info@example.com',
  businessMobile: '98765 43210',
  businessWebsite: 'www.example.com',
  businessTagLine: 'ગુણવત્તા એ જ અમારી ઓળખ',
  businessAddress: 'સ્ટેશન રોડ, આણંદ',
};
export const SAMPLE_TEXT = 'રમેશભાઈ પટેલ';
