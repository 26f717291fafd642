import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSessionUser } from '../../app/session';
import { FrameDocument } from '../graphql/frame';
import { ImageField } from '../../shared/images/ImageField';
import { useErrorToast } from '../../shared/useErrorToast';
import { useMutationWithToast } from '../../shared/useMutationWithToast';
import { CreateFrameDocument } from '../graphql/createFrame';
import { FramesDocument } from '../graphql/frames';
import { UpdateFrameDocument } from '../graphql/updateFrame';
import { UploadFrameImageDocument } from '../graphql/uploadFrameImage';
import './frameFonts';
import './frameEditor.css';
import { PropertiesDialog } from './PropertiesDialog';
import { RegionStage } from './RegionStage';
import { type ServerRenderResult, ServerRenderPicker } from './ServerRender';
import { DEFAULT_PROPERTIES, type EditorField, type EditorImage, type EditorRegion, newRegionKey } from './types';

/** Spec §5 Frame texts. */
export const FRAME_EDITOR_MESSAGES = {
  frameName: 'Frame Name is required',
  status: 'Status is required',
  image: 'Frame image is required',
  regions: 'Region selection is required',
  regionType: 'Please choose region type',
} as const;

export interface FrameEditorDialogProps {
  /** The frame to edit; absent to add one. */
  frameId?: string;
  fields: readonly EditorField[];
  onClose: () => void;
}

interface EditorValues {
  frameName: string;
  status: '' | 'true' | 'false';
  isElection: boolean;
  image?: EditorImage;
  regions: EditorRegion[];
}

const NEW_FRAME: EditorValues = {
  frameName: '',
  status: '',
  isElection: false,
  regions: [],
};

/** The full-screen 'Add Frames' / 'Edit Frames' dialog (spec §2 Frames). */
export function FrameEditorDialog({ frameId, fields, onClose }: FrameEditorDialogProps) {
  const editing = Boolean(frameId);
  const { data, loading, error } = useQuery(FrameDocument, {
    variables: { id: frameId ?? '' },
    skip: !frameId,
    fetchPolicy: 'network-only',
  });
  useErrorToast(error, 'Failed to get frames');

  const initial = useMemo<EditorValues | undefined>(() => {
    if (!editing) return NEW_FRAME;
    const frame = data?.frame;
    if (!frame) return undefined;
    return {
      frameName: frame.frameName,
      status: frame.status ? 'true' : 'false',
      isElection: frame.isElection,
      image: frame.image
        ? {
            id: frame.image.id,
            path: frame.image.path,
            width: frame.imageWidth ?? frame.image.width,
            height: frame.imageHeight ?? frame.image.height,
            renderSize: frame.renderWidth && frame.renderHeight ? { width: frame.renderWidth, height: frame.renderHeight } : undefined,
          }
        : undefined,
      regions: frame.regions.map((region) => ({
        key: newRegionKey(),
        x: region.x,
        y: region.y,
        width: region.width,
        height: region.height,
        dataType: region.dataType ?? '',
        properties: {
          fontColor: region.properties.fontColor ?? DEFAULT_PROPERTIES.fontColor,
          fontSize: region.properties.fontSize ?? DEFAULT_PROPERTIES.fontSize,
          fontWeight: region.properties.fontWeight ?? DEFAULT_PROPERTIES.fontWeight,
          fontFamily: region.properties.fontFamily ?? DEFAULT_PROPERTIES.fontFamily,
        },
      })),
    };
  }, [editing, data]);

  const title = editing ? 'Edit Frames' : 'Add Frames';
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={editing ? 'edit' : 'add'} className="frame-editor" canOutsideClickClose={false}>
      {initial ? (
        <EditorForm title={title} frameId={frameId} initial={initial} fields={fields} onClose={onClose} />
      ) : (
        <NonIdealState icon={loading ? <Spinner aria-label="Loading" /> : 'error'} title={loading ? undefined : 'Frame not found'} />
      )}
    </Dialog>
  );
}

function EditorForm({
  title,
  frameId,
  initial,
  fields,
  onClose,
}: {
  title: string;
  frameId?: string;
  initial: EditorValues;
  fields: readonly EditorField[];
  onClose: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<EditorValues>(initial);
  const [selectedKey, setSelectedKey] = useState<string>();
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [preview, setPreview] = useState(false);
  const [propertiesFor, setPropertiesFor] = useState<string>();
  const [chosenFiles, setChosenFiles] = useState<File[]>([]);
  const stageRoom = useRef<HTMLDivElement>(null);
  const { role } = useSessionUser();
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
  const [room, setRoom] = useState({ width: 600, height: 400 });

  // The stage takes all the room its pane has, and follows window resizes.
  useEffect(() => {
    const element = stageRoom.current;
    if (!element) return;
    const measure = () =>
      setRoom({
        width: Math.max(100, element.clientWidth - 16),
        height: Math.max(100, element.clientHeight - 16),
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const reload = { refetchQueries: [FramesDocument] };
  const [uploadImage, upload] = useMutationWithToast(UploadFrameImageDocument, {
    successMessage: 'Frame uploaded successfully',
    failureMessage: 'Failed to upload frame',
  });
  const [createFrame] = useMutationWithToast(CreateFrameDocument, {
    successMessage: 'Frame created successfully',
    failureMessage: 'Failed to create frame',
    ...reload,
  });
  const [updateFrame] = useMutationWithToast(UpdateFrameDocument, {
    successMessage: 'Frame updated successfully',
    failureMessage: 'Failed to update frame',
    ...reload,
  });

  // 'Choose type' lists election fields for election frames, the others otherwise.
  const choices = useMemo(() => fields.filter((field) => field.isElection === values.isElection), [fields, values.isElection]);
  const fieldsById = useMemo(() => new Map(fields.map((field) => [field.id, field])), [fields]);

  const errors = {
    frameName: values.frameName.trim() ? undefined : FRAME_EDITOR_MESSAGES.frameName,
    status: values.status ? undefined : FRAME_EDITOR_MESSAGES.status,
    image: values.image ? undefined : FRAME_EDITOR_MESSAGES.image,
    regions: values.regions.length ? undefined : FRAME_EDITOR_MESSAGES.regions,
    regionType: values.regions.some((region) => !region.dataType) ? FRAME_EDITOR_MESSAGES.regionType : undefined,
  };
  const shown: Partial<typeof errors> = showErrors ? errors : {};

  const setRegions = useCallback((regions: EditorRegion[]) => setValues((current) => ({ ...current, regions })), []);
  const removeRegion = (key: string) => {
    setValues((current) => ({
      ...current,
      regions: current.regions.filter((region) => region.key !== key),
    }));
    if (selectedKey === key) setSelectedKey(undefined);
  };
  const changeRegion = (key: string, change: Partial<EditorRegion>) =>
    setValues((current) => ({
      ...current,
      regions: current.regions.map((region) => (region.key === key ? { ...region, ...change } : region)),
    }));

  const chooseImage = async (files: File[]) => {
    setChosenFiles(files);
    const [file] = files;
    if (!file) return;
    const result = await uploadImage({ image: file });
    const uploaded = result?.uploadFrameImage;
    if (!uploaded) return;
    setValues((current) => ({
      ...current,
      image: {
        id: uploaded.id,
        path: uploaded.path,
        width: uploaded.width,
        height: uploaded.height,
      },
      // Regions that do not fit the new image go; the others keep their pixels.
      regions: current.regions.filter((region) => region.x + region.width <= uploaded.width && region.y + region.height <= uploaded.height),
    }));
    setChosenFiles([]);
  };

  // Delete/Backspace removes the selected region; arrows nudge it (Shift: 10 px).
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!selectedKey || !values.image) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea')) return;
    const region = values.regions.find((item) => item.key === selectedKey);
    if (!region) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      removeRegion(selectedKey);
      return;
    }
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const image = values.image;
    changeRegion(selectedKey, {
      x: Math.min(Math.max(0, region.x + move[0]), image.width - region.width),
      y: Math.min(Math.max(0, region.y + move[1]), image.height - region.height),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.values(errors).some(Boolean) || !values.image) return;
    const regions = values.regions.map((region, index) => ({
      x: region.x,
      y: region.y,
      width: region.width,
      height: region.height,
      data: { index },
      dataType: region.dataType,
      properties: region.properties,
    }));
    const common = {
      frameName: values.frameName.trim(),
      status: values.status === 'true',
      isElection: values.isElection,
      imageId: values.image.id,
      regions,
    };
    setSubmitting(true);
    try {
      const saved = frameId ? await updateFrame({ input: { id: frameId, ...common } }) : await createFrame({ input: common });
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
          <FormGroup
            label="Frame Name"
            labelFor={`${id}-name`}
            labelInfo={<span aria-hidden="true">*</span>}
            helperText={shown.frameName}
            intent={shown.frameName ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id={`${id}-name`}
              value={values.frameName}
              intent={shown.frameName ? Intent.DANGER : Intent.NONE}
              aria-invalid={Boolean(shown.frameName) || undefined}
              autoComplete="off"
              onValueChange={(frameName) => setValues((current) => ({ ...current, frameName }))}
            />
          </FormGroup>
          <FormGroup
            label="Status"
            labelFor={`${id}-status`}
            labelInfo={<span aria-hidden="true">*</span>}
            helperText={shown.status}
            intent={shown.status ? Intent.DANGER : Intent.NONE}
          >
            <HTMLSelect
              id={`${id}-status`}
              fill
              value={values.status}
              aria-invalid={Boolean(shown.status) || undefined}
              onChange={(event) => {
                const status = event.currentTarget.value as EditorValues['status'];
                setValues((current) => ({ ...current, status }));
              }}
            >
              <option value="" disabled>
                Select Status
              </option>
              <option value="true">Active</option>
              <option value="false">Inactive</option>
            </HTMLSelect>
          </FormGroup>
          <Switch
            role="switch"
            label="Is Election"
            checked={values.isElection}
            onChange={(event) => {
              const isElection = event.currentTarget.checked;
              setValues((current) => ({ ...current, isElection }));
            }}
          />
          <FormGroup
            label="Frame Image"
            labelFor={`${id}-image`}
            labelInfo={<span aria-hidden="true">*</span>}
            helperText={shown.image ?? (upload.loading ? 'Uploading...' : undefined)}
            intent={shown.image ? Intent.DANGER : Intent.NONE}
          >
            <ImageField
              id={`${id}-image`}
              name="image"
              max={1}
              value={chosenFiles}
              onChange={(files) => void chooseImage(files)}
              existing={
                values.image
                  ? [
                      {
                        id: values.image.id,
                        path: values.image.path,
                        thumbnailPath: values.image.path,
                      },
                    ]
                  : []
              }
              invalid={Boolean(shown.image)}
              disabled={busy}
            />
          </FormGroup>
          <Switch
            role="switch"
            label="Live preview"
            checked={preview}
            disabled={!values.image}
            onChange={(event) => setPreview(event.currentTarget.checked)}
          />
          {/* Listing app users is the superadmin's (spec §6), so only they pick one here. */}
          {frameId && role === 'superadmin' && (
            <ServerRenderPicker
              frameId={frameId}
              renderSize={values.image?.renderSize}
              onRendered={(result) => {
                showServerRender(result);
                setPreview(true);
              }}
            />
          )}
          <section aria-label="Regions" className="frame-editor__regions">
            <h4 className={Classes.HEADING}>Regions</h4>
            {shown.regions && (
              <Callout intent={Intent.DANGER} compact>
                {shown.regions}
              </Callout>
            )}
            {values.regions.length === 0 && !shown.regions && (
              <p className={Classes.TEXT_MUTED}>{values.image ? 'Drag on the image to draw a region.' : 'Add the frame image first.'}</p>
            )}
            <ol className="frame-editor__region-list">
              {values.regions.map((region, index) => {
                const missingType = showErrors && !region.dataType;
                return (
                  // A click anywhere on the item selects its region; from the keyboard its own fields and buttons do.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
                  <li
                    key={region.key}
                    aria-label={`Region ${index + 1}`}
                    className={region.key === selectedKey ? 'frame-editor__region is-selected' : 'frame-editor__region'}
                    onClick={() => setSelectedKey(region.key)}
                  >
                    <div className="frame-editor__region-head">
                      <strong>Region {index + 1}</strong>
                      <span className={Classes.TEXT_MUTED} data-testid="region-geometry">
                        x {Math.round(region.x)}, y {Math.round(region.y)}, {Math.round(region.width)} × {Math.round(region.height)} px
                      </span>
                    </div>
                    <FormGroup
                      helperText={missingType ? FRAME_EDITOR_MESSAGES.regionType : undefined}
                      intent={missingType ? Intent.DANGER : Intent.NONE}
                    >
                      <HTMLSelect
                        fill
                        aria-label={`Choose type of region ${index + 1}`}
                        aria-invalid={missingType || undefined}
                        value={region.dataType}
                        onChange={(event) =>
                          changeRegion(region.key, {
                            dataType: event.currentTarget.value,
                          })
                        }
                      >
                        <option value="">Choose type</option>
                        {choices.map((field) => (
                          <option key={field.id} value={field.id}>
                            {field.title} ({field.variableName})
                          </option>
                        ))}
                        {/* A field chosen before the election switch changed stays visible. */}
                        {region.dataType && !choices.some((field) => field.id === region.dataType) && fieldsById.get(region.dataType) && (
                          <option value={region.dataType}>
                            {fieldsById.get(region.dataType)!.title} ({fieldsById.get(region.dataType)!.variableName})
                          </option>
                        )}
                      </HTMLSelect>
                    </FormGroup>
                    <div className="frame-editor__region-actions">
                      <Button size="small" icon="style" text="Choose Properties" onClick={() => setPropertiesFor(region.key)} />
                      <Button
                        size="small"
                        icon="cross"
                        text="Cancel"
                        intent={Intent.DANGER}
                        variant="minimal"
                        aria-label={`Cancel region ${index + 1}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          removeRegion(region.key);
                        }}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        </aside>
        <div className="frame-editor__panes">
          {/* The drawing area takes focus, so the editor's keys (Delete, arrows) apply after drawing; a canvas is an application. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
          <div className="frame-editor__canvas" ref={stageRoom} tabIndex={0} role="application" aria-label="Frame image: drag to draw a region">
            {values.image ? (
              <RegionStage
                image={values.image}
                regions={values.regions}
                onChange={setRegions}
                selectedKey={selectedKey}
                onSelect={setSelectedKey}
                fields={fieldsById}
                preview={preview}
                maxWidth={room.width}
                maxHeight={room.height}
              />
            ) : (
              <NonIdealState icon="media" title="No frame image" description="Drop a png, jpg or jpeg image in the drop zone." />
            )}
          </div>
          {serverRender && (
            <figure className="frame-editor__server-render" aria-label="Server render">
              <figcaption>
                <span>Server render for {serverRender.userName} (saved frame)</span>
                <Button variant="minimal" size="small" icon="cross" aria-label="Close server render" onClick={() => showServerRender(undefined)} />
              </figcaption>
              <img src={serverRender.url} alt={`Poster rendered by the server for ${serverRender.userName}`} />
            </figure>
          )}
        </div>
      </div>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={submitting} />
            <Button type="submit" intent={Intent.PRIMARY} text={busy ? 'Loading...' : frameId ? 'Save changes' : 'Submit'} disabled={busy} />
          </>
        }
      />
      {editingRegion && (
        <PropertiesDialog
          regionNumber={values.regions.indexOf(editingRegion) + 1}
          properties={editingRegion.properties}
          onSave={(properties) => changeRegion(editingRegion.key, { properties })}
          onClose={() => setPropertiesFor(undefined)}
        />
      )}
    </form>
  );
}

export default FrameEditorDialog;
