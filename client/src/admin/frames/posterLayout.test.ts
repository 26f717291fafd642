import { describe, expect, it } from 'vitest';
import { fitImage, fitText, type InkMetrics, MIN_FONT_SIZE, REFERENCE_WIDTH, wrapText } from '../../../../shared/poster-layout';

/** A stand-in for canvas measureText: every grapheme cluster is 0.6 em wide, ink 0.8 em up and 0.2 em down. */
const clusters = (text: string) => Array.from(new Intl.Segmenter('gu', { granularity: 'grapheme' }).segment(text)).length;
function measure(text: string, font: string): InkMetrics {
  const size = Number(/ ([\d.]+)px /.exec(font)![1]);
  const width = clusters(text) * size * 0.6;
  return {
    width,
    actualBoundingBoxLeft: 0,
    actualBoundingBoxRight: width,
    actualBoundingBoxAscent: size * 0.8,
    actualBoundingBoxDescent: size * 0.2,
  };
}

const style = { fontFamily: 'Noto Sans Gujarati', fontSize: 25, fontWeight: 700, fontColor: '#aa0000' };

function inkBoxes(fitted: ReturnType<typeof fitText>) {
  return fitted.lines.map((line) => ({
    left: line.x,
    right: line.x + line.inkWidth,
    top: line.baseline - fitted.fontSizePx * 0.8,
    bottom: line.baseline + fitted.fontSizePx * 0.2,
  }));
}

describe('fitText, shared by the editor preview and the server render', () => {
  it('draws short text at the chosen size, scaled from a 360 px poster to the image, centred in its region', () => {
    const box = { x: 100, y: 900, width: 800, height: 120 };
    const fitted = fitText('રમેશ', box, style, 1080, measure);
    expect(fitted.fontSizePx).toBe(25 * (1080 / REFERENCE_WIDTH));
    expect(fitted.font).toBe('700 75px "Noto Sans Gujarati"');
    expect(fitted.color).toBe('#aa0000');
    expect(fitted.lines).toHaveLength(1);
    const [ink] = inkBoxes(fitted);
    expect((ink.left + ink.right) / 2).toBeCloseTo(box.x + box.width / 2);
    expect((ink.top + ink.bottom) / 2).toBeCloseTo(box.y + box.height / 2);
  });

  it('shrinks a long Gujarati name until its ink fits the region, instead of spilling out', () => {
    const box = { x: 20, y: 200, width: 160, height: 40 };
    const fitted = fitText('રમેશભાઈ નરસિંહભાઈ પટેલ (સરપંચ, આણંદ તાલુકા પંચાયત)', box, style, 400, measure);
    expect(fitted.fontSizePx).toBeLessThan(25 * (400 / REFERENCE_WIDTH));
    expect(fitted.lines.length).toBeGreaterThan(0);
    for (const ink of inkBoxes(fitted)) {
      expect(ink.left).toBeGreaterThanOrEqual(box.x);
      expect(ink.right).toBeLessThanOrEqual(box.x + box.width + 1e-9);
      expect(ink.top).toBeGreaterThanOrEqual(box.y - 1e-9);
      expect(ink.bottom).toBeLessThanOrEqual(box.y + box.height + 1e-9);
    }
  });

  it('wraps to the region’s height where it can rather than shrinking', () => {
    const box = { x: 0, y: 0, width: 120, height: 400 };
    const fitted = fitText('રમેશભાઈ નરસિંહભાઈ પટેલ', box, style, 360, measure);
    expect(fitted.fontSizePx).toBe(25);
    expect(fitted.lines.map((line) => line.text)).toEqual(['રમેશભાઈ', 'નરસિંહભાઈ', 'પટેલ']);
    const tops = inkBoxes(fitted).map((ink) => ink.top);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  it('leaves out lines that cannot fit even at the minimum size, never drawing outside', () => {
    const box = { x: 0, y: 0, width: 40, height: 12 };
    const fitted = fitText('એક બે ત્રણ ચાર પાંચ છ સાત આઠ નવ દસ', box, style, 360, measure);
    expect(fitted.fontSizePx).toBe(MIN_FONT_SIZE);
    expect(fitted.lines).toHaveLength(1);
    for (const ink of inkBoxes(fitted)) expect(ink.bottom).toBeLessThanOrEqual(box.height);
  });

  it('breaks an over-long word between grapheme clusters, keeping conjuncts and vowel signs whole', () => {
    const lines = wrapText('ક્ષત્રિયક્ષત્રિય', 3, (line) => clusters(line));
    expect(lines.join('')).toBe('ક્ષત્રિયક્ષત્રિય');
    for (const line of lines) expect(clusters(line)).toBeLessThanOrEqual(3);
    expect(lines[0]).toBe('ક્ષત્રિય');
  });

  it('draws nothing for blank text', () => {
    expect(fitText('   ', { x: 0, y: 0, width: 100, height: 100 }, style, 360, measure).lines).toEqual([]);
  });
});

describe('fitImage', () => {
  it('contains the picture in the region, aspect kept, centred', () => {
    expect(fitImage({ x: 10, y: 20, width: 200, height: 100 }, 50, 50)).toEqual({ x: 60, y: 20, width: 100, height: 100 });
    expect(fitImage({ x: 0, y: 0, width: 100, height: 300 }, 200, 100)).toEqual({ x: 0, y: 125, width: 100, height: 50 });
  });
});
