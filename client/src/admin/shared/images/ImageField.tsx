import { Button, Classes, Icon, Intent } from '@blueprintjs/core';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { imageUrl } from './imageUrl';
import { addChosenFiles, formatBytes, IMAGE_ACCEPT, MAX_IMAGE_BYTES, type RejectedFile } from './imageRules';
import type { StoredImage } from './types';
import { useTranslation } from '../../core/i18n/i18n';
import './images.css';

/**
 * An image file field (spec §5 Files): a drop zone that takes a click, a drop
 * or Enter/Space; png, jpg and jpeg only; at most `max` files (1 replaces the
 * chosen file, 50 adds to the list); a preview of each chosen file with a
 * Remove button; the reasons a file was refused, per file, before anything is
 * sent. Nothing is uploaded here: the value is the chosen `File`s.
 *
 * Props:
 * - `id`: given to the hidden file input, so `<label htmlFor={id}>` (FormGroup's
 *   `labelFor`) names it and `setInputFiles` in browser tests reaches it.
 * - `value` / `onChange`: the chosen files (`File[]`).
 * - `max`: 1 (default) or up to 50.
 * - `existing`: the record's stored images, shown first as thumbnails (on edit;
 *   with max 1 a chosen file replaces the shown one when saved).
 * - `invalid`: draws the zone in the danger intent (the form's message shows below).
 * - `disabled`: while an upload runs.
 */
export interface ImageFieldProps {
  id?: string;
  name?: string;
  value: readonly File[];
  onChange: (files: File[]) => void;
  max?: number;
  existing?: readonly StoredImage[];
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The field's limits, said once, here, for every upload box (issue 21.6:
 * the festival form and the gallery used to repeat them beside the field).
 */
export function imageLimitsText(max: number): string {
  const size = `${MAX_IMAGE_BYTES / 1_000_000} MB`;
  return max === 1 ? `At most ${size}` : `At most ${size} each, up to ${max} at a time`;
}

/** One chosen file's preview; the object URL lives as long as the preview. */
function FilePreview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // jsdom (component tests) has no object URLs.
    if (typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(file);
    // An object URL is an outside resource made and revoked with the file; state follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return (
    <li className="admin-image-field__preview">
      {url ? <img src={url} alt={t('Preview of {name}', { name: file.name })} /> : <Icon icon="media" size={32} aria-hidden />}
      <span className="admin-image-field__preview-name" title={file.name}>
        {file.name}
      </span>
      <span className={Classes.TEXT_MUTED}>{formatBytes(file.size)}</span>
      <Button
        variant="minimal"
        size="small"
        icon="cross"
        aria-label={t('Remove {name}', { name: file.name })}
        onClick={onRemove}
        disabled={disabled}
      />
    </li>
  );
}

export function ImageField({ id, name, value, onChange, max = 1, existing = [], invalid, disabled }: ImageFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-file`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [tooMany, setTooMany] = useState<string>();

  const choose = (chosen: readonly File[]) => {
    if (disabled || chosen.length === 0) return;
    const result = addChosenFiles(value, chosen, max);
    setRejected(result.rejected);
    setTooMany(result.tooMany);
    onChange(result.files);
  };

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };
  const onDragOver = (event: DragEvent) => {
    // Only file drags, so dragging gallery thumbnails over the zone does nothing.
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    setDragging(false);
    if (disabled || !event.dataTransfer.files.length) return;
    event.preventDefault();
    choose([...event.dataTransfer.files]);
  };

  const remove = (file: File) => {
    setRejected([]);
    setTooMany(undefined);
    onChange(value.filter((item) => item !== file));
  };

  const problems = tooMany || rejected.length > 0;
  const zoneText = max === 1 ? 'Drop a png, jpg or jpeg image here, or click to choose one' : 'Drop png, jpg or jpeg images here, or click to choose';

  return (
    <div className="admin-image-field">
      {existing.length > 0 && (
        <div className="admin-image-field__existing">
          <span className={Classes.TEXT_MUTED}>{existing.length === 1 ? t('Current image') : t('Current images')}</span>
          <ul>
            {existing.map((image, index) => (
              <li key={image.id}>
                <img src={imageUrl(image.thumbnailPath)} alt={t('Current image {number}', { number: index + 1 })} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* Named by its own text, so the name holds what it shows (WCAG 2.5.3, label in name). */}
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        className={[
          'admin-image-field__zone',
          dragging ? 'admin-image-field__zone--active' : '',
          invalid ? 'admin-image-field__zone--invalid' : '',
          disabled ? 'admin-image-field__zone--disabled' : '',
        ].join(' ')}
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon icon="cloud-upload" size={24} aria-hidden />
        <span>{zoneText}</span>
        <span className={Classes.TEXT_MUTED}>{imageLimitsText(max)}</span>
      </div>
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={max > 1}
        disabled={disabled}
        className="admin-image-field__input"
        tabIndex={-1}
        onChange={(event) => {
          choose([...(event.currentTarget.files ?? [])]);
          // The same file can be chosen again after it was removed.
          event.currentTarget.value = '';
        }}
      />
      {problems && (
        <div role="alert" className="admin-image-field__problems">
          {tooMany && <p className={`${Classes.TEXT_SMALL} ${Classes.INTENT_DANGER}`}>{t(tooMany)}</p>}
          {rejected.length > 0 && (
            <ul aria-label={t('Files not added')}>
              {rejected.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <Icon icon="error" intent={Intent.DANGER} size={12} aria-hidden /> <strong>{file.name}</strong>: {t(file.message)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {value.length > 0 && (
        <ul className="admin-image-field__previews" aria-label={t('Chosen images')}>
          {value.map((file, index) => (
            <FilePreview key={`${file.name}-${file.size}-${index}`} file={file} onRemove={() => remove(file)} disabled={disabled} />
          ))}
        </ul>
      )}
    </div>
  );
}
