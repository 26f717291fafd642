import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, Intent, NonIdealState, Spinner, SpinnerSize } from '@blueprintjs/core';
import { type DragEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { useUnsavedChangesGuard } from '../dialogGuards';
import { useErrorToast } from '../useErrorToast';
import { useMutationWithToast } from '../useMutationWithToast';
import { DeleteImageDocument } from './graphql/deleteImage';
import { ReorderImagesDocument } from './graphql/reorderImages';
import { ImageField } from './ImageField';
import { MAX_GALLERY_FILES } from './imageRules';
import { imageUrl } from './imageUrl';
import type { StoredImage, UploadControls } from './types';
import { UploadProgressBar } from './UploadProgressBar';
import { useUpload } from './useUpload';
import { msg, useTranslation } from '../../core/i18n/i18n';
import './images.css';

export const IMAGE_DELETED_MESSAGE = msg('Image deleted successfully');
export const IMAGE_ORDER_SAVED_MESSAGE = msg('Image order saved');

/**
 * Spec §4 'upload images' dialog of a gallery (subcategories, greetings,
 * custom categories): first loads the record's images as thumbnails; each can
 * be removed (with a confirmation) or moved, by drag and drop or by its
 * 'Move earlier'/'Move later' buttons, and the order is saved on the server
 * at once; new images (up to 50 per upload) are added with a progress bar.
 *
 * Props:
 * - `recordId`, `recordName`: whose gallery (the name is shown under the title).
 * - `imagesQuery` + `selectImages`: the record's images query, called with
 *   `{ id: recordId }`, and how to read its images (in gallery order).
 * - `addImages(files, upload)`: runs the screen's add mutation with its toasts,
 *   passing `upload` as the Apollo `context`; resolves true on success.
 * - `refetchQueries`: what else shows these images (the table), reloaded after
 *   a removal or a reorder. The add mutation reloads it itself.
 * - `title`: the dialog's title, e.g. 'Upload Images' (default).
 */
export interface GalleryDialogProps<TData> {
  isOpen: boolean;
  onClose: () => void;
  recordId: string | undefined;
  recordName?: string;
  imagesQuery: TypedDocumentNode<TData, { id: string }>;
  selectImages: (data: TData) => readonly StoredImage[];
  addImages: (files: File[], upload: UploadControls) => Promise<boolean>;
  refetchQueries?: DocumentNode[];
  title?: string;
}

/** Moves the item at `from` to `to`, shifting the others. */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function GalleryDialog<TData>({
  isOpen,
  onClose,
  recordId,
  recordName,
  imagesQuery,
  selectImages,
  addImages,
  refetchQueries = [],
  title = 'Upload Images',
}: GalleryDialogProps<TData>) {
  const { t } = useTranslation();
  const fieldId = useId();
  const upload = useUpload();
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [removing, setRemoving] = useState<StoredImage>();
  const [draggedId, setDraggedId] = useState<string>();
  const [overId, setOverId] = useState<string>();
  // The order on screen while a reorder is being saved, so a drop shows at once.
  const [pendingOrder, setPendingOrder] = useState<StoredImage[]>();
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setFiles([]);
      setPendingOrder(undefined);
    }
  }

  const query = useQuery(imagesQuery, {
    variables: { id: recordId ?? '' },
    skip: !isOpen || !recordId,
    fetchPolicy: 'network-only',
  });
  useErrorToast(query.error, msg('Failed to get images'));
  const stored = query.data ? selectImages(query.data) : [];
  const images = pendingOrder ?? stored;

  const reload = { refetchQueries: [imagesQuery, ...refetchQueries] };
  const [deleteImage] = useMutationWithToast(DeleteImageDocument, {
    successMessage: IMAGE_DELETED_MESSAGE,
    failureMessage: msg('Failed to delete image'),
    undoable: true,
    ...reload,
  });
  const [reorderImages] = useMutationWithToast(ReorderImagesDocument, {
    successMessage: IMAGE_ORDER_SAVED_MESSAGE,
    failureMessage: msg('Failed to save the image order'),
    ...reload,
  });

  const saveOrder = async (next: StoredImage[]) => {
    setPendingOrder(next);
    await reorderImages({ ids: next.map((image) => image.id) });
    setPendingOrder(undefined);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    void saveOrder(moveItem(images, from, to));
  };

  const onDragStart = (event: DragEvent, image: StoredImage) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', image.id);
    setDraggedId(image.id);
  };
  const onDragOver = (event: DragEvent, image: StoredImage) => {
    if (!draggedId) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (overId !== image.id) setOverId(image.id);
  };
  const onDrop = (event: DragEvent, target: StoredImage) => {
    event.preventDefault();
    const from = images.findIndex((image) => image.id === draggedId);
    const to = images.findIndex((image) => image.id === target.id);
    setDraggedId(undefined);
    setOverId(undefined);
    if (from >= 0 && to >= 0) move(from, to);
  };
  const onDragEnd = () => {
    setDraggedId(undefined);
    setOverId(undefined);
  };

  const send = async () => {
    if (files.length === 0) return;
    setSending(true);
    try {
      const added = await addImages(files, upload.start());
      if (added) {
        setFiles([]);
        await query.refetch();
      }
    } finally {
      upload.finish();
      setSending(false);
    }
  };

  const busy = sending || pendingOrder !== undefined;
  // Files chosen but not uploaded are work a stray Escape or Done would lose.
  const unsaved = useUnsavedChangesGuard(files.length > 0, onClose);

  return (
    <>
      <Dialog
        isOpen={isOpen}
        onClose={sending ? undefined : unsaved.requestClose}
        title={t(title)}
        icon="media"
        canOutsideClickClose={false}
        style={{ width: 'min(760px, 95vw)' }}
      >
        <DialogBody>
          {recordName && <p className={Classes.TEXT_MUTED}>{recordName}</p>}
          {/* h3 under the dialog's h2 title (headings go down one level at a time), drawn as small as before. */}
          <h3 className={`${Classes.HEADING} admin-gallery__section-title`}>
            {query.loading ? t('Images') : t('Images ({count})', { count: images.length })}
          </h3>
          {query.loading && !query.data ? (
            <Spinner size={SpinnerSize.SMALL} aria-label={t('Loading images')} />
          ) : query.error && !query.data ? (
            <NonIdealState
              icon="error"
              description={t('Failed to get images')}
              layout="horizontal"
              action={<Button text={t('Retry')} icon="refresh" onClick={() => void query.refetch()} />}
            />
          ) : images.length === 0 ? (
            <NonIdealState icon="media" description={t('No images yet. Add some below.')} layout="horizontal" />
          ) : (
            <>
              <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                {t('Drag an image to a new place, or use its arrows; the order is saved at once.')}
              </p>
              <ol className="admin-gallery" aria-label={t('Gallery')} aria-busy={busy}>
                {images.map((image, index) => {
                  const label = t('Image {number}', { number: index + 1 });
                  return (
                    <li
                      key={image.id}
                      aria-label={label}
                      data-image-id={image.id}
                      className={[
                        'admin-gallery__item',
                        draggedId === image.id ? 'admin-gallery__item--dragging' : '',
                        overId === image.id && draggedId !== image.id ? 'admin-gallery__item--over' : '',
                      ].join(' ')}
                      draggable={!busy}
                      onDragStart={(event) => onDragStart(event, image)}
                      onDragOver={(event) => onDragOver(event, image)}
                      onDragLeave={() => setOverId(undefined)}
                      onDrop={(event) => onDrop(event, image)}
                      onDragEnd={onDragEnd}
                    >
                      <img src={imageUrl(image.thumbnailPath)} alt={image.originalName || label} />
                      <div className="admin-gallery__controls">
                        <Button
                          variant="minimal"
                          size="small"
                          icon="arrow-left"
                          aria-label={t('Move image {number} earlier', { number: index + 1 })}
                          disabled={busy || index === 0}
                          onClick={() => move(index, index - 1)}
                        />
                        <span className={Classes.TEXT_SMALL}>{index + 1}</span>
                        <Button
                          variant="minimal"
                          size="small"
                          icon="arrow-right"
                          aria-label={t('Move image {number} later', { number: index + 1 })}
                          disabled={busy || index === images.length - 1}
                          onClick={() => move(index, index + 1)}
                        />
                        <Button
                          variant="minimal"
                          size="small"
                          icon="trash"
                          intent={Intent.DANGER}
                          aria-label={t('Remove image {number}', { number: index + 1 })}
                          disabled={busy}
                          onClick={() => setRemoving(image)}
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
            </>
          )}
          <FormGroup
            label={t('Add images')}
            labelFor={fieldId}
            helperText={files.length === 0 ? t('Upload is enabled once an image is chosen') : undefined}
          >
            <ImageField id={fieldId} name="images" value={files} onChange={setFiles} max={MAX_GALLERY_FILES} disabled={sending} />
          </FormGroup>
          {upload.fraction !== undefined && <UploadProgressBar fraction={upload.fraction} onCancel={upload.cancel} />}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('Done')} onClick={unsaved.requestClose} disabled={sending} />
              <Button
                intent={Intent.PRIMARY}
                icon="upload"
                text={files.length > 1 ? t('Upload {count} images', { count: files.length }) : t('Upload')}
                loading={sending}
                // Nothing to send until a file is chosen (issue 21.6: it used to answer a click with an error).
                disabled={files.length === 0}
                onClick={send}
              />
            </>
          }
        />
        <ConfirmDialog
          isOpen={Boolean(removing)}
          toTrash
          details={msg('This moves the image to the Trash; restoring it puts it back in its place in this gallery.')}
          onConfirm={() => removing && deleteImage({ id: removing.id })}
          onClose={() => setRemoving(undefined)}
        />
      </Dialog>
      {unsaved.confirmation}
    </>
  );
}
