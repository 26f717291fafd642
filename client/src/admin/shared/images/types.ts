/** A stored image as the GraphQL `Image` type gives it (root-relative paths). */
export interface StoredImage {
  id: string;
  path: string;
  thumbnailPath: string;
  originalName?: string | null;
}

/**
 * What FormDialog and GalleryDialog hand to the code that saves: pass both as
 * the mutation's Apollo `context` to get progress and a working Cancel.
 */
export interface UploadControls {
  onUploadProgress: (progress: import('../../core/uploadLink').UploadProgress) => void;
  signal: AbortSignal;
}
