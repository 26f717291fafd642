/**
 * Spec §5 file rules, checked in the browser before anything is sent. The
 * server checks the same (server/src/images/image-rules.ts) and has the last word.
 */
import { msg, translate } from '../../core/i18n/i18n';

export const MAX_IMAGE_BYTES = 2_000_000;
/** Files in one multiple-image field or one gallery upload. */
export const MAX_GALLERY_FILES = 50;
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export const IMAGE_MESSAGES = {
  type: msg('Only png, jpg and jpeg images are allowed'),
  tooLarge: msg('Each image must be at most 2 MB (2,000,000 bytes)'),
  tooMany: (max: number) => translate('Maximum allowed number of files exceeded. Only {max} allowed', { max }),
} as const;

const IMAGE_NAME = /\.(png|jpe?g)$/i;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', '']);

/** A file the field refused, with the reason shown beside its name. */
export interface RejectedFile {
  name: string;
  message: string;
}

/** Why this one file cannot be uploaded, or undefined when it can. */
export function imageFileProblem(file: File): string | undefined {
  if (!IMAGE_NAME.test(file.name) || !IMAGE_TYPES.has(file.type)) return IMAGE_MESSAGES.type;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return undefined;
}

export interface ChosenFiles {
  /** The field's new value. */
  files: File[];
  rejected: RejectedFile[];
  /** Set when the choice would pass `max`; then none of the new files is taken. */
  tooMany?: string;
}

/**
 * Adds newly chosen files to the current ones: each file is checked on its
 * own; a single-file field (max 1) replaces its file; a choice that would go
 * past `max` files is refused whole, with the spec's message.
 */
export function addChosenFiles(current: readonly File[], chosen: readonly File[], max: number): ChosenFiles {
  const rejected: RejectedFile[] = [];
  const accepted: File[] = [];
  for (const file of chosen) {
    const message = imageFileProblem(file);
    if (message) rejected.push({ name: file.name, message });
    else accepted.push(file);
  }
  if (max === 1) {
    if (chosen.length > 1) return { files: [...current], rejected: [], tooMany: IMAGE_MESSAGES.tooMany(1) };
    return { files: accepted.length ? accepted : [...current], rejected };
  }
  if (current.length + accepted.length > max) {
    return { files: [...current], rejected, tooMany: IMAGE_MESSAGES.tooMany(max) };
  }
  return { files: [...current, ...accepted], rejected };
}

/** '1.4 MB' style sizes for the previews. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} B`;
}
