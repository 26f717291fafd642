import { Button, Classes, Dialog, DialogBody } from '@blueprintjs/core';
import { type KeyboardEvent, useState } from 'react';
import { imageUrl } from './imageUrl';
import { useTranslation } from '../../core/i18n/i18n';
import './images.css';

export interface ViewableImage {
  /** The original, shown here (only this larger view loads originals). */
  path: string;
  thumbnailPath?: string;
}

export interface ImageViewerDialogProps {
  isOpen: boolean;
  onClose: () => void;
  images: readonly ViewableImage[];
  /** Names the images, e.g. the record's name: 'Diwali, image 1 of 3'. */
  title: string;
  startIndex?: number;
}

/** A larger view of a record's images, one at a time, with Previous/Next (and the arrow keys). */
export function ImageViewerDialog({ isOpen, onClose, images, title, startIndex = 0 }: ImageViewerDialogProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(startIndex);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setIndex(startIndex);
  }
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(title)} icon="media" className="admin-image-viewer">
      {/* No scroll container: the image is sized to fit, so the Previous / Next bar never scrolls out of view. */}
      <DialogBody onKeyDown={onKeyDown} useOverflowScrollContainer={false}>
        <div className="admin-image-viewer__main">
          {current && (
            <img
              src={imageUrl(current.path)}
              alt={t('{title}, image {number} of {count}', { title: t(title), number: Math.min(index, count - 1) + 1, count })}
            />
          )}
        </div>
        {count > 1 && (
          <div className="admin-image-viewer__nav">
            <Button icon="chevron-left" text={t('Previous')} onClick={() => step(-1)} />
            <span className={Classes.TEXT_MUTED} aria-live="polite">
              {Math.min(index, count - 1) + 1} / {count}
            </span>
            <Button endIcon="chevron-right" text={t('Next')} onClick={() => step(1)} />
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
