import { msg } from '../../core/i18n/i18n';
import { DEFAULT_PROPERTIES, type EditorImage, type EditorRegion, type RegionProperties } from './types';

/**
 * The frame editor's state and every change to it, as a pure reducer: the
 * dialog's parts dispatch actions and read the state, and the rules (regions
 * stay inside the image in whole pixels, a new region is selected, a removed
 * one is no longer) are in one place a unit test can reach without a canvas.
 */

/** Spec §5 Frame texts. */
export const FRAME_EDITOR_MESSAGES = {
  frameName: msg('Frame Name is required'),
  status: msg('Status is required'),
  image: msg('Frame image is required'),
  regions: msg('Region selection is required'),
  regionType: msg('Please choose region type'),
} as const;

export interface EditorValues {
  frameName: string;
  status: '' | 'true' | 'false';
  isElection: boolean;
  image?: EditorImage;
  regions: EditorRegion[];
}

export interface EditorState {
  values: EditorValues;
  /** The region drawn, clicked or listed last: the arrow keys and Delete act on it. */
  selectedKey?: string;
  /** Messages show only after the first Submit. */
  showErrors: boolean;
  preview: boolean;
  /** The region whose 'Choose Properties' dialog is open. */
  propertiesFor?: string;
}

export const NEW_FRAME: EditorValues = {
  frameName: '',
  status: '',
  isElection: false,
  regions: [],
};

/** A rectangle in the frame image's pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type EditorAction =
  | { type: 'setFrameName'; frameName: string }
  | { type: 'setStatus'; status: EditorValues['status'] }
  | { type: 'setElection'; isElection: boolean }
  /** A new frame image: regions that no longer fit go, the others keep their pixels. */
  | { type: 'setImage'; image: EditorImage }
  /** A region drawn on the image; `key` comes from the caller so the reducer stays pure. */
  | { type: 'addRegion'; key: string; box: Box }
  /** A region dragged or resized by its handles. */
  | { type: 'placeRegion'; key: string; box: Box }
  /** The arrow keys: a step in image pixels, stopping at the image's edges. */
  | { type: 'nudgeRegion'; key: string; dx: number; dy: number }
  | { type: 'setRegionType'; key: string; dataType: string }
  | { type: 'setRegionProperties'; key: string; properties: RegionProperties }
  | { type: 'deleteRegion'; key: string }
  | { type: 'select'; key: string | undefined }
  | { type: 'openProperties'; key: string | undefined }
  | { type: 'setPreview'; preview: boolean }
  | { type: 'showErrors' };

export const initialEditorState = (values: EditorValues): EditorState => ({ values, showErrors: false, preview: false });

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Keeps a rectangle inside the image, whole pixels, at least 1 × 1. */
export function insideImage(box: Box, image: Pick<EditorImage, 'width' | 'height'>): Box {
  const width = clamp(Math.round(box.width), 1, image.width);
  const height = clamp(Math.round(box.height), 1, image.height);
  return {
    x: clamp(Math.round(box.x), 0, image.width - width),
    y: clamp(Math.round(box.y), 0, image.height - height),
    width,
    height,
  };
}

const withRegions = (state: EditorState, regions: EditorRegion[]): EditorState => ({ ...state, values: { ...state.values, regions } });

const changeRegion = (state: EditorState, key: string, change: (region: EditorRegion) => EditorRegion): EditorState =>
  withRegions(
    state,
    state.values.regions.map((region) => (region.key === key ? change(region) : region)),
  );

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { image } = state.values;
  switch (action.type) {
    case 'setFrameName':
      return { ...state, values: { ...state.values, frameName: action.frameName } };
    case 'setStatus':
      return { ...state, values: { ...state.values, status: action.status } };
    case 'setElection':
      return { ...state, values: { ...state.values, isElection: action.isElection } };
    case 'setImage': {
      const fits = (region: EditorRegion) => region.x + region.width <= action.image.width && region.y + region.height <= action.image.height;
      const regions = state.values.regions.filter(fits);
      const selectedKey = regions.some((region) => region.key === state.selectedKey) ? state.selectedKey : undefined;
      return { ...state, selectedKey, values: { ...state.values, image: action.image, regions } };
    }
    case 'addRegion':
      if (!image) return state;
      return {
        ...withRegions(state, [
          ...state.values.regions,
          { key: action.key, ...insideImage(action.box, image), dataType: '', properties: { ...DEFAULT_PROPERTIES } },
        ]),
        selectedKey: action.key,
      };
    case 'placeRegion':
      if (!image) return state;
      return changeRegion(state, action.key, (region) => ({ ...region, ...insideImage(action.box, image) }));
    case 'nudgeRegion':
      if (!image) return state;
      return changeRegion(state, action.key, (region) => ({
        ...region,
        x: clamp(region.x + action.dx, 0, image.width - region.width),
        y: clamp(region.y + action.dy, 0, image.height - region.height),
      }));
    case 'setRegionType':
      return changeRegion(state, action.key, (region) => ({ ...region, dataType: action.dataType }));
    case 'setRegionProperties':
      return changeRegion(state, action.key, (region) => ({ ...region, properties: action.properties }));
    case 'deleteRegion':
      return {
        ...withRegions(
          state,
          state.values.regions.filter((region) => region.key !== action.key),
        ),
        selectedKey: state.selectedKey === action.key ? undefined : state.selectedKey,
        propertiesFor: state.propertiesFor === action.key ? undefined : state.propertiesFor,
      };
    case 'select':
      return state.selectedKey === action.key ? state : { ...state, selectedKey: action.key };
    case 'openProperties':
      return { ...state, propertiesFor: action.key };
    case 'setPreview':
      return { ...state, preview: action.preview };
    case 'showErrors':
      return { ...state, showErrors: true };
  }
}

export type EditorErrors = Partial<Record<keyof typeof FRAME_EDITOR_MESSAGES, string>>;

/** What keeps the frame from being saved, in the spec's words. */
export function validateEditor(values: EditorValues): EditorErrors {
  const errors: EditorErrors = {
    frameName: values.frameName.trim() ? undefined : FRAME_EDITOR_MESSAGES.frameName,
    status: values.status ? undefined : FRAME_EDITOR_MESSAGES.status,
    image: values.image ? undefined : FRAME_EDITOR_MESSAGES.image,
    regions: values.regions.length ? undefined : FRAME_EDITOR_MESSAGES.regions,
    regionType: values.regions.some((region) => !region.dataType) ? FRAME_EDITOR_MESSAGES.regionType : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

/** A region's properties to send: one the saved region left unset stays unset while it holds the default. */
function savedProperties({ properties, unset = [] }: EditorRegion) {
  return Object.fromEntries(
    Object.entries(properties).map(([name, value]) => [
      name,
      unset.includes(name as keyof RegionProperties) && value === DEFAULT_PROPERTIES[name as keyof RegionProperties] ? null : value,
    ]),
  ) as { [Name in keyof RegionProperties]: RegionProperties[Name] | null };
}

/** The create/update input of a valid editor, regions in list order. */
export function frameInput(values: EditorValues & { image: EditorImage }) {
  return {
    frameName: values.frameName.trim(),
    status: values.status === 'true',
    isElection: values.isElection,
    imageId: values.image.id,
    regions: values.regions.map((region, index) => ({
      ...(region.id ? { id: region.id } : {}),
      x: region.x,
      y: region.y,
      width: region.width,
      height: region.height,
      data: { index },
      dataType: region.dataType,
      properties: savedProperties(region),
    })),
  };
}

/** The arrow key's step (Shift: 10 px), or undefined for other keys. */
export function arrowStep(key: string, shiftKey: boolean): { dx: number; dy: number } | undefined {
  const step = shiftKey ? 10 : 1;
  const moves: Record<string, { dx: number; dy: number }> = {
    ArrowLeft: { dx: -step, dy: 0 },
    ArrowRight: { dx: step, dy: 0 },
    ArrowUp: { dx: 0, dy: -step },
    ArrowDown: { dx: 0, dy: step },
  };
  return moves[key];
}
