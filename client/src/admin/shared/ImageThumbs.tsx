import { Tag } from '@blueprintjs/core';

export interface ImageThumbsProps {
  /** Stored paths such as `/uploads/abc.png`, or absolute URLs. */
  images: readonly string[];
  /** Alt text prefix, e.g. the record's name. */
  alt: string;
  /** How many thumbnails before the '+N' count (spec §2: 2). */
  max?: number;
  size?: number;
}

/** Spec §7: stored image paths are shown by prefixing the site root. */
export function imageUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${window.location.origin}/${path.replace(/^\/+/, '')}`;
}

/** Spec §2: image cells show up to 2 thumbnails plus a '+N' count. */
export function ImageThumbs({ images, alt, max = 2, size = 40 }: ImageThumbsProps) {
  const shown = images.slice(0, max);
  const hidden = images.length - shown.length;
  return (
    <span className="admin-image-thumbs">
      {shown.map((path, index) => (
        <img
          key={path}
          src={imageUrl(path)}
          alt={`${alt} ${index + 1}`}
          width={size}
          height={size}
          loading="lazy"
        />
      ))}
      {hidden > 0 && (
        <Tag minimal round aria-label={`${hidden} more images`}>
          +{hidden}
        </Tag>
      )}
    </span>
  );
}
