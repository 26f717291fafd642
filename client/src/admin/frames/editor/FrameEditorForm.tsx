import { Button, Classes, DialogFooter, Intent } from '@blueprintjs/core';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/i18n';
import { valuesDiffer } from '../../shared/dialogGuards';
import { useMutationWithToast } from '../../shared/useMutationWithToast';
import { CreateFrameDocument } from '../graphql/createFrame';
import { FramesDocument } from '../graphql/frames';
import { UpdateFrameDocument } from '../graphql/updateFrame';
import { UploadFrameImageDocument } from '../graphql/uploadFrameImage';
import { EditorCanvas } from './EditorCanvas';
import { arrowStep, type Box, editorReducer, type EditorValues, frameInput, initialEditorState, validateEditor } from './editorState';
import { FrameDetails } from './FrameDetails';
import { PropertiesDialog } from './PropertiesDialog';
import { RegionList } from './RegionList';
import type { ServerRenderResult } from './ServerRender';
import { type EditorField, newRegionKey } from './types';

export interface FrameEditorFormProps {
  title: string;
  frameId?: string;
  initial: EditorValues;
  fields: readonly EditorField[];
  /** Told whether the frame differs from what was loaded (or a file is chosen). */
  onDirtyChange: (dirty: boolean) => void;
  /** Cancel: the dialog asks first when there are changes. */
  onCancel: () => void;
  /** Closes at once (after a save). */
  onClose: () => void;
}

/** The editor's form: its state in one reducer (editorState.ts), the saving here, the parts beside it. */
export function FrameEditorForm({ title, frameId, initial, fields, onDirtyChange, onCancel, onClose }: FrameEditorFormProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditorState);
  const { values, selectedKey, showErrors, preview, propertiesFor } = state;
  const [submitting, setSubmitting] = useState(false);
  const [chosenFiles, setChosenFiles] = useState<File[]>([]);
  const dirty = chosenFiles.length > 0 || valuesDiffer(initial, values);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const [serverRender, setServerRender] = useState<ServerRenderResult>();
  // The shown render's object URL, released when replaced or when the editor closes.
  const renderUrl = useRef<string>(undefined);
  const showServerRender = (result: ServerRenderResult | undefined) => {
    if (renderUrl.current) URL.revokeObjectURL(renderUrl.current);
    renderUrl.current = result?.url;
    setServerRender(result);
  };
  useEffect(
    () => () => {
      if (renderUrl.current) URL.revokeObjectURL(renderUrl.current);
    },
    [],
  );

  const reload = { refetchQueries: [FramesDocument] };
  const [uploadImage, upload] = useMutationWithToast(UploadFrameImageDocument, {
    successMessage: t('Frame uploaded successfully'),
    failureMessage: t('Failed to upload frame'),
  });
  const [createFrame] = useMutationWithToast(CreateFrameDocument, {
    successMessage: t('Frame created successfully'),
    failureMessage: t('Failed to create frame'),
    ...reload,
  });
  const [updateFrame] = useMutationWithToast(UpdateFrameDocument, {
    successMessage: t('Frame updated successfully'),
    failureMessage: t('Failed to update frame'),
    ...reload,
  });

  const fieldsById = useMemo(() => new Map(fields.map((field) => [field.id, field])), [fields]);
  const errors = validateEditor(values);
  const shown = showErrors ? errors : {};

  // Stable, so the stage's memoised region shapes keep working callbacks.
  const drawRegion = useCallback((box: Box) => dispatch({ type: 'addRegion', key: newRegionKey(), box }), []);
  const placeRegion = useCallback((key: string, box: Box) => dispatch({ type: 'placeRegion', key, box }), []);
  const select = useCallback((key: string | undefined) => dispatch({ type: 'select', key }), []);

  const chooseImage = async (files: File[]) => {
    setChosenFiles(files);
    const [file] = files;
    if (!file) return;
    const result = await uploadImage({ image: file });
    const uploaded = result?.uploadFrameImage;
    if (!uploaded) return;
    dispatch({ type: 'setImage', image: { id: uploaded.id, path: uploaded.path, width: uploaded.width, height: uploaded.height } });
    setChosenFiles([]);
  };

  // Delete/Backspace removes the selected region; arrows nudge it (Shift: 10 px).
  const onKeyDown = (event: KeyboardEvent) => {
    if (!selectedKey || !values.image) return;
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    if (!values.regions.some((region) => region.key === selectedKey)) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      dispatch({ type: 'deleteRegion', key: selectedKey });
      return;
    }
    const step = arrowStep(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    dispatch({ type: 'nudgeRegion', key: selectedKey, ...step });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'showErrors' });
    const { image } = values;
    if (Object.keys(errors).length > 0 || !image) return;
    const input = frameInput({ ...values, image });
    setSubmitting(true);
    try {
      const saved = frameId ? await updateFrame({ input: { id: frameId, ...input } }) : await createFrame({ input });
      if (saved) onClose();
    } finally {
      setSubmitting(false);
    }
  };

  const editingRegion = values.regions.find((region) => region.key === propertiesFor);
  const busy = submitting || upload.loading;

  return (
    // The editor's keys (Delete removes the selected region, arrows move it) work wherever focus is in the form.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <form onSubmit={submit} noValidate aria-label={title} className="frame-editor__form" onKeyDown={onKeyDown}>
      <div className={`${Classes.DIALOG_BODY} frame-editor__body`}>
        <aside className="frame-editor__side">
          <FrameDetails
            frameId={frameId}
            values={values}
            errors={shown}
            preview={preview}
            uploading={upload.loading}
            busy={busy}
            chosenFiles={chosenFiles}
            dispatch={dispatch}
            onChooseImage={(files) => void chooseImage(files)}
            onServerRender={(result) => {
              showServerRender(result);
              dispatch({ type: 'setPreview', preview: true });
            }}
          />
          <RegionList
            values={values}
            fields={fields}
            fieldsById={fieldsById}
            selectedKey={selectedKey}
            showErrors={showErrors}
            missingRegions={shown.regions}
            dispatch={dispatch}
          />
        </aside>
        <EditorCanvas
          image={values.image}
          regions={values.regions}
          selectedKey={selectedKey}
          fields={fieldsById}
          preview={preview}
          onDraw={drawRegion}
          onPlace={placeRegion}
          onSelect={select}
          serverRender={serverRender}
          onCloseServerRender={() => showServerRender(undefined)}
        />
      </div>
      <DialogFooter
        actions={
          <>
            <Button text={t('Cancel')} onClick={onCancel} disabled={submitting} />
            <Button type="submit" intent={Intent.PRIMARY} text={busy ? t('Loading...') : frameId ? t('Save changes') : t('Submit')} disabled={busy} />
          </>
        }
      />
      {editingRegion && (
        <PropertiesDialog
          regionNumber={values.regions.indexOf(editingRegion) + 1}
          properties={editingRegion.properties}
          onSave={(properties) => dispatch({ type: 'setRegionProperties', key: editingRegion.key, properties })}
          onClose={() => dispatch({ type: 'openProperties', key: undefined })}
        />
      )}
    </form>
  );
}
