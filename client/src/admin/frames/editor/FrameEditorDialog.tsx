import { Dialog, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { FrameQuery } from '../../../gql/graphql';
import { useTranslation } from '../../core/i18n/i18n';
import { FrameDocument } from '../graphql/frame';
import { usePopoverEscapeGuard, useUnsavedChangesGuard } from '../../shared/dialogGuards';
import { useErrorToast } from '../../shared/useErrorToast';
import './frameFonts';
import './frameEditor.css';
import { type EditorValues, NEW_FRAME } from './editorState';
import { FrameEditorForm } from './FrameEditorForm';
import { DEFAULT_PROPERTIES, type EditorField, newRegionKey, type RegionProperties } from './types';

const PROPERTY_NAMES = Object.keys(DEFAULT_PROPERTIES) as (keyof RegionProperties)[];

export interface FrameEditorDialogProps {
  /** The frame to edit; absent to add one. */
  frameId?: string;
  fields: readonly EditorField[];
  onClose: () => void;
}

type SavedFrame = FrameQuery['frame'];

/** The saved frame as the editor holds it: regions get keys, missing properties the defaults. */
function editorValues(frame: SavedFrame): EditorValues {
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
      id: region.id,
      unset: PROPERTY_NAMES.filter((name) => region.properties[name] === null || region.properties[name] === undefined),
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
}

/** The full-screen 'Add Frames' / 'Edit Frames' dialog (spec §2 Frames): loads the frame, then hands it to the form. */
export default function FrameEditorDialog({ frameId, fields, onClose }: FrameEditorDialogProps) {
  const { t } = useTranslation();
  const editing = Boolean(frameId);
  const { data, loading, error } = useQuery(FrameDocument, {
    variables: { id: frameId ?? '' },
    skip: !frameId,
    fetchPolicy: 'network-only',
  });
  useErrorToast(error, t('Failed to get frames'));

  const initial = useMemo<EditorValues | undefined>(() => {
    if (!editing) return NEW_FRAME;
    return data?.frame ? editorValues(data.frame) : undefined;
  }, [editing, data]);

  // The same guards as every FormDialog: Escape in a popover (the field or
  // font Selects) stays there, and a changed frame asks before it is dropped.
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChangesGuard(dirty, onClose);
  const escape = usePopoverEscapeGuard();

  const title = editing ? t('Edit Frames') : t('Add Frames');
  return (
    <>
      <Dialog
        isOpen
        onClose={(event) => {
          if (!escape.isPopoverEscape(event)) unsaved.requestClose();
        }}
        title={title}
        icon={editing ? 'edit' : 'add'}
        className="frame-editor"
        canOutsideClickClose={false}
      >
        <div className="frame-editor__content" onKeyDownCapture={escape.onKeyDownCapture}>
          {initial ? (
            <FrameEditorForm
              title={title}
              frameId={frameId}
              initial={initial}
              fields={fields}
              onDirtyChange={setDirty}
              onCancel={unsaved.requestClose}
              onClose={onClose}
            />
          ) : (
            <NonIdealState icon={loading ? <Spinner aria-label={t('Loading')} /> : 'error'} title={loading ? undefined : t('Frame not found')} />
          )}
        </div>
      </Dialog>
      {unsaved.confirmation}
    </>
  );
}
