import { DEFAULT_TEXT_STYLE } from '../../../../../shared/poster-layout';

/** A region as the editor holds it: in the frame image's own pixels. */
export interface EditorRegion {
  key: string;
  /** The saved region's id (absent for one drawn since): the server keeps it, so History records one change per edited region. */
  id?: string;
  /** Properties the saved region left unset (the defaults apply): sent unset again while they hold the default, so a save changes only what was edited. */
  unset?: readonly (keyof RegionProperties)[];
  x: number;
  y: number;
  width: number;
  height: number;
  /** The frame field's id, or '' until a type is chosen. */
  dataType: string;
  properties: RegionProperties;
}

export interface RegionProperties {
  fontColor: string;
  fontSize: number;
  fontWeight: number;
  fontFamily: string;
}

export const DEFAULT_PROPERTIES: RegionProperties = { ...DEFAULT_TEXT_STYLE };

/** The uploaded frame image the regions are drawn on. */
export interface EditorImage {
  id: string;
  path: string;
  width: number;
  height: number;
  /** The saved frame's server render size (large frames are drawn smaller, RENDER_MAX_SIDE); absent for a new upload. */
  renderSize?: { width: number; height: number };
}

/** What the 'Choose type' list and the preview know of a frame field. */
export interface EditorField {
  id: string;
  title: string;
  variableName: string;
  type: 'text' | 'image';
  isElection: boolean;
}

let keyCounter = 0;
export const newRegionKey = () => `region-${Date.now().toString(36)}-${(keyCounter += 1)}`;
