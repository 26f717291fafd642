import { describe, expect, it } from 'vitest';
import {
  arrowStep,
  editorReducer,
  type EditorState,
  type EditorValues,
  FRAME_EDITOR_MESSAGES,
  frameInput,
  initialEditorState,
  insideImage,
  NEW_FRAME,
  validateEditor,
} from './editorState';
import { DEFAULT_PROPERTIES, type EditorImage } from './types';

const IMAGE: EditorImage = { id: 'img-1', path: '/uploads/frame.png', width: 1000, height: 800 };

/** A new frame with the image uploaded and the given regions drawn, in order. */
function drawn(...boxes: Array<[number, number, number, number]>): EditorState {
  let state = editorReducer(initialEditorState(NEW_FRAME), { type: 'setImage', image: IMAGE });
  boxes.forEach(([x, y, width, height], index) => {
    state = editorReducer(state, { type: 'addRegion', key: `r${index + 1}`, box: { x, y, width, height } });
  });
  return state;
}

const geometry = (state: EditorState) => state.values.regions.map(({ key, x, y, width, height }) => ({ key, x, y, width, height }));

describe('frame editor state', () => {
  it('adds a drawn region in whole image pixels, inside the image, with no type and the default properties, and selects it', () => {
    const state = drawn([100.4, 499.6, 500.2, 100.7], [950, 750, 300, 300]);
    expect(geometry(state)).toEqual([
      { key: 'r1', x: 100, y: 500, width: 500, height: 101 },
      // Drawn past the corner: kept whole, moved back inside.
      { key: 'r2', x: 700, y: 500, width: 300, height: 300 },
    ]);
    expect(state.values.regions[0]).toMatchObject({ dataType: '', properties: DEFAULT_PROPERTIES });
    expect(state.selectedKey).toBe('r2');
  });

  it('draws nothing before there is an image', () => {
    const state = editorReducer(initialEditorState(NEW_FRAME), { type: 'addRegion', key: 'r1', box: { x: 0, y: 0, width: 50, height: 50 } });
    expect(state.values.regions).toEqual([]);
    expect(state.selectedKey).toBeUndefined();
  });

  it('moves and resizes a region, keeping it inside the image', () => {
    let state = drawn([100, 100, 200, 100], [500, 500, 100, 100]);
    state = editorReducer(state, { type: 'placeRegion', key: 'r1', box: { x: 900, y: -20, width: 200, height: 100 } });
    expect(geometry(state)[0]).toEqual({ key: 'r1', x: 800, y: 0, width: 200, height: 100 });
    state = editorReducer(state, { type: 'placeRegion', key: 'r2', box: { x: 500, y: 500, width: 2000, height: 0.2 } });
    expect(geometry(state)[1]).toEqual({ key: 'r2', x: 0, y: 500, width: 1000, height: 1 });
  });

  it('nudges a region by the arrow keys, stopping at the edges', () => {
    let state = drawn([5, 700, 100, 100]);
    state = editorReducer(state, { type: 'nudgeRegion', key: 'r1', ...arrowStep('ArrowLeft', true)! });
    state = editorReducer(state, { type: 'nudgeRegion', key: 'r1', ...arrowStep('ArrowDown', false)! });
    expect(geometry(state)[0]).toEqual({ key: 'r1', x: 0, y: 700, width: 100, height: 100 });
    expect(arrowStep('ArrowRight', false)).toEqual({ dx: 1, dy: 0 });
    expect(arrowStep('ArrowUp', true)).toEqual({ dx: 0, dy: -10 });
    expect(arrowStep('Enter', false)).toBeUndefined();
  });

  it('deletes a region, and forgets it as the selection and as the properties dialog’s region', () => {
    let state = drawn([100, 100, 200, 100], [500, 500, 100, 100]);
    state = editorReducer(state, { type: 'openProperties', key: 'r2' });
    state = editorReducer(state, { type: 'deleteRegion', key: 'r2' });
    expect(geometry(state).map((region) => region.key)).toEqual(['r1']);
    expect(state.selectedKey).toBeUndefined();
    expect(state.propertiesFor).toBeUndefined();

    // Removing another region leaves the selection alone.
    state = editorReducer(drawn([100, 100, 200, 100], [500, 500, 100, 100]), { type: 'select', key: 'r1' });
    state = editorReducer(state, { type: 'deleteRegion', key: 'r2' });
    expect(state.selectedKey).toBe('r1');
  });

  it('selects and deselects', () => {
    let state = drawn([100, 100, 200, 100], [500, 500, 100, 100]);
    state = editorReducer(state, { type: 'select', key: 'r1' });
    expect(state.selectedKey).toBe('r1');
    expect(editorReducer(state, { type: 'select', key: 'r1' })).toBe(state);
    expect(editorReducer(state, { type: 'select', key: undefined }).selectedKey).toBeUndefined();
  });

  it('keeps only the regions that fit a new, smaller image', () => {
    let state = drawn([100, 100, 200, 100], [500, 500, 400, 200]);
    state = editorReducer(state, { type: 'select', key: 'r2' });
    state = editorReducer(state, { type: 'setImage', image: { ...IMAGE, id: 'img-2', width: 600, height: 600 } });
    expect(geometry(state).map((region) => region.key)).toEqual(['r1']);
    expect(state.values.image?.id).toBe('img-2');
    expect(state.selectedKey).toBeUndefined();
  });

  it('sets a region’s type and properties without touching the others', () => {
    let state = drawn([100, 100, 200, 100], [500, 500, 100, 100]);
    const properties = { fontColor: '#aa0000', fontSize: 17, fontWeight: 700, fontFamily: 'Rasa' };
    state = editorReducer(state, { type: 'setRegionType', key: 'r2', dataType: 'field-9' });
    state = editorReducer(state, { type: 'setRegionProperties', key: 'r2', properties });
    expect(state.values.regions[1]).toMatchObject({ dataType: 'field-9', properties });
    expect(state.values.regions[0]).toMatchObject({ dataType: '', properties: DEFAULT_PROPERTIES });
  });

  it('names what is missing in the spec’s words, and builds the save input in list order', () => {
    expect(validateEditor(NEW_FRAME)).toEqual({
      frameName: FRAME_EDITOR_MESSAGES.frameName,
      status: FRAME_EDITOR_MESSAGES.status,
      image: FRAME_EDITOR_MESSAGES.image,
      regions: FRAME_EDITOR_MESSAGES.regions,
    });
    let state = drawn([100, 100, 200, 100], [500, 500, 100, 100]);
    state = editorReducer(state, { type: 'setFrameName', frameName: '  Diwali  ' });
    state = editorReducer(state, { type: 'setStatus', status: 'true' });
    state = editorReducer(state, { type: 'setElection', isElection: true });
    state = editorReducer(state, { type: 'setRegionType', key: 'r1', dataType: 'name' });
    expect(validateEditor(state.values)).toEqual({ regionType: FRAME_EDITOR_MESSAGES.regionType });
    state = editorReducer(state, { type: 'setRegionType', key: 'r2', dataType: 'logo' });
    expect(validateEditor(state.values)).toEqual({});

    const values = state.values as EditorValues & { image: EditorImage };
    const input = frameInput(values);
    expect(input).toMatchObject({ frameName: 'Diwali', status: true, isElection: true, imageId: 'img-1' });
    expect(input.regions.map((region) => [region.dataType, region.data.index, region.x])).toEqual([
      ['name', 0, 100],
      ['logo', 1, 500],
    ]);
  });

  it('sends saved regions with their ids, leaving unset what the saved region left unset, so a save changes only what was edited', () => {
    const saved = {
      key: 'k1',
      id: 'region-1',
      unset: ['fontColor', 'fontSize'] as const,
      x: 10,
      y: 10,
      width: 50,
      height: 20,
      dataType: 'name',
      properties: { ...DEFAULT_PROPERTIES, fontSize: 25 },
    };
    const drawnNow = { ...saved, key: 'k2', id: undefined, unset: undefined };
    const image = { id: 'img-1', path: '/uploads/f.png', width: 100, height: 100 };
    const input = frameInput({ ...NEW_FRAME, frameName: 'Diwali', status: 'true', image, regions: [saved, drawnNow] });
    expect(input.regions[0]).toMatchObject({
      id: 'region-1',
      properties: { fontColor: null, fontSize: 25, fontWeight: DEFAULT_PROPERTIES.fontWeight },
    });
    expect(input.regions[1]).not.toHaveProperty('id');
    expect(input.regions[1].properties.fontColor).toBe(DEFAULT_PROPERTIES.fontColor);
  });

  it('shows errors and the preview only when asked', () => {
    let state = initialEditorState(NEW_FRAME);
    expect(state).toMatchObject({ showErrors: false, preview: false });
    state = editorReducer(state, { type: 'showErrors' });
    state = editorReducer(state, { type: 'setPreview', preview: true });
    expect(state).toMatchObject({ showErrors: true, preview: true });
  });

  it('keeps a box inside a tiny image', () => {
    expect(insideImage({ x: -5, y: -5, width: 50, height: 50 }, { width: 10, height: 20 })).toEqual({ x: 0, y: 0, width: 10, height: 20 });
  });
});
