import type { EntityManifest, ScreenManifest } from '../shared/entities/manifest.js';

export function codeKeys(root: string): { keys: Map<string, Set<string>>; dynamic: string[] };
export function manifestTexts(manifests: ReadonlyArray<Partial<EntityManifest> | { screens: readonly ScreenManifest[] }>): Set<string>;
