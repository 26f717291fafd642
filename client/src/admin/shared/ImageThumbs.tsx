import { Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { imageUrl } from './images/imageUrl';
import { ImageViewerDialog } from './images/ImageViewerDialog';
import { useTranslation } from '../core/i18n/i18n';

/** A stored image's two paths; a plain string stands for both. */
export interface ThumbImage {
  path: string;
  thumbnailPath: string;
}

export interface ImageThumbsProps {
  /**
   * The record's images in gallery order: `{ path, thumbnailPath }` (the cell
   * loads thumbnails, the larger view originals), or plain stored paths such
   * as `/uploads/abc.png` or absolute URLs.
   */
  images: readonly (string | ThumbImage)[];
  /** Alt text prefix and the larger view's title, e.g. the record's name. */
  alt: string;
  /** How many thumbnails before the '+N' count (spec §2: 2). */
  max?: number;
  size?: number;
}

export { imageUrl };

const toThumb = (image: string | ThumbImage): ThumbImage => (typeof image === 'string' ? { path: image, thumbnailPath: image } : image);

/**
 * Spec §2: image cells show up to 2 thumbnails plus a '+N' count. A click
 * (or Enter) opens a larger view of all of them.
 */
export function ImageThumbs({ images, alt, max = 2, size = 40 }: ImageThumbsProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState(false);
  if (images.length === 0) return null;
  const all = images.map(toThumb);
  const shown = all.slice(0, max);
  const hidden = all.length - shown.length;
  return (
    <>
      <button
        type="button"
        className="admin-image-thumbs admin-image-thumbs__button"
        // The name holds the visible '+N' too (WCAG 2.5.3, label in name: a voice user says what they see).
        aria-label={
          hidden > 0
            ? t('{count, plural, one {View the image of {alt}, +{hidden} more} other {View {number} images of {alt}, +{hidden} more}}', {
                count: all.length,
                number: all.length,
                alt,
                hidden,
              })
            : t('{count, plural, one {View the image of {alt}} other {View {number} images of {alt}}}', {
                count: all.length,
                number: all.length,
                alt,
              })
        }
        onClick={() => setViewing(true)}
      >
        {shown.map((image, index) => (
          <img
            key={`${image.thumbnailPath}-${index}`}
            src={imageUrl(image.thumbnailPath)}
            alt={`${alt} ${index + 1}`}
            width={size}
            height={size}
            loading="lazy"
          />
        ))}
        {hidden > 0 && (
          <Tag minimal round>
            +{hidden}
          </Tag>
        )}
      </button>
      <ImageViewerDialog isOpen={viewing} onClose={() => setViewing(false)} images={all} title={alt} />
    </>
  );
}
