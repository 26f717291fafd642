import { FormGroup, HTMLSelect, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { type Dispatch, useId } from 'react';
import { useTranslation } from '../../core/i18n/i18n';
import { useSessionUser } from '../../core/session';
import { ImageField } from '../../shared/images/ImageField';
import type { EditorAction, EditorErrors, EditorValues } from './editorState';
import { type ServerRenderResult, ServerRenderPicker } from './ServerRender';

export interface FrameDetailsProps {
  frameId?: string;
  values: EditorValues;
  /** The messages to show (none before the first Submit). */
  errors: EditorErrors;
  preview: boolean;
  uploading: boolean;
  busy: boolean;
  chosenFiles: File[];
  dispatch: Dispatch<EditorAction>;
  onChooseImage: (files: File[]) => void;
  onServerRender: (result: ServerRenderResult) => void;
}

/** The frame's own fields (spec §2 Add Frames): name, status, election, image; and the preview switches. */
export function FrameDetails({
  frameId,
  values,
  errors,
  preview,
  uploading,
  busy,
  chosenFiles,
  dispatch,
  onChooseImage,
  onServerRender,
}: FrameDetailsProps) {
  const { t } = useTranslation();
  const id = useId();
  const { role } = useSessionUser();
  return (
    <>
      <FormGroup
        label={t('Frame Name')}
        labelFor={`${id}-name`}
        labelInfo={<span aria-hidden="true">*</span>}
        helperText={errors.frameName && t(errors.frameName)}
        intent={errors.frameName ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id={`${id}-name`}
          value={values.frameName}
          intent={errors.frameName ? Intent.DANGER : Intent.NONE}
          aria-invalid={Boolean(errors.frameName) || undefined}
          autoComplete="off"
          onValueChange={(frameName) => dispatch({ type: 'setFrameName', frameName })}
        />
      </FormGroup>
      <FormGroup
        label={t('Status')}
        labelFor={`${id}-status`}
        labelInfo={<span aria-hidden="true">*</span>}
        helperText={errors.status && t(errors.status)}
        intent={errors.status ? Intent.DANGER : Intent.NONE}
      >
        <HTMLSelect
          id={`${id}-status`}
          fill
          value={values.status}
          aria-invalid={Boolean(errors.status) || undefined}
          onChange={(event) => dispatch({ type: 'setStatus', status: event.currentTarget.value as EditorValues['status'] })}
        >
          <option value="" disabled>
            {t('Select Status')}
          </option>
          <option value="true">{t('Active')}</option>
          <option value="false">{t('Inactive')}</option>
        </HTMLSelect>
      </FormGroup>
      <Switch
        role="switch"
        label={t('Is Election')}
        checked={values.isElection}
        onChange={(event) => dispatch({ type: 'setElection', isElection: event.currentTarget.checked })}
      />
      <FormGroup
        label={t('Frame Image')}
        labelFor={`${id}-image`}
        labelInfo={<span aria-hidden="true">*</span>}
        helperText={(errors.image && t(errors.image)) ?? (uploading ? t('Uploading...') : undefined)}
        intent={errors.image ? Intent.DANGER : Intent.NONE}
      >
        <ImageField
          id={`${id}-image`}
          name="image"
          max={1}
          value={chosenFiles}
          onChange={onChooseImage}
          existing={values.image ? [{ id: values.image.id, path: values.image.path, thumbnailPath: values.image.path }] : []}
          invalid={Boolean(errors.image)}
          disabled={busy}
        />
      </FormGroup>
      <Switch
        role="switch"
        label={t('Live preview')}
        checked={preview}
        disabled={!values.image}
        onChange={(event) => dispatch({ type: 'setPreview', preview: event.currentTarget.checked })}
      />
      {/* Listing app users is the superadmin's (spec §6), so only they pick one here. */}
      {frameId && role === 'superadmin' && <ServerRenderPicker frameId={frameId} renderSize={values.image?.renderSize} onRendered={onServerRender} />}
    </>
  );
}
