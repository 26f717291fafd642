import { Button, Callout, Classes, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { type Dispatch, useId, useMemo } from 'react';
import { useTranslation } from '../../core/i18n/i18n';
import { type EditorAction, type EditorValues, FRAME_EDITOR_MESSAGES } from './editorState';
import type { EditorField, EditorRegion } from './types';

export interface RegionListProps {
  values: EditorValues;
  fields: readonly EditorField[];
  fieldsById: ReadonlyMap<string, EditorField>;
  selectedKey: string | undefined;
  showErrors: boolean;
  /** 'Region selection is required', after a Submit with none. */
  missingRegions: string | undefined;
  dispatch: Dispatch<EditorAction>;
}

/** The drawn regions in save order: each one's place in image pixels, its type, its properties, and its removal. */
export function RegionList({ values, fields, fieldsById, selectedKey, showErrors, missingRegions, dispatch }: RegionListProps) {
  // 'Choose type' lists election fields for election frames, the others otherwise.
  const { t } = useTranslation();
  const choices = useMemo(() => fields.filter((field) => field.isElection === values.isElection), [fields, values.isElection]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="frame-editor__regions">
      {/* h3: the dialog's title is an h2 (Blueprint's dialog header), and headings go down one level at a time. */}
      <h3 id={headingId} className={`${Classes.HEADING} frame-editor__regions-title`}>
        {t('Regions')}
      </h3>
      {missingRegions && (
        <Callout intent={Intent.DANGER} compact>
          {t(missingRegions)}
        </Callout>
      )}
      {values.regions.length === 0 && !missingRegions && (
        <p className={Classes.TEXT_MUTED}>{values.image ? t('Drag on the image to draw a region.') : t('Add the frame image first.')}</p>
      )}
      <ol className="frame-editor__region-list">
        {values.regions.map((region, index) => (
          <RegionItem
            key={region.key}
            region={region}
            number={index + 1}
            selected={region.key === selectedKey}
            missingType={showErrors && !region.dataType}
            choices={choices}
            fieldsById={fieldsById}
            dispatch={dispatch}
          />
        ))}
      </ol>
    </section>
  );
}

function RegionItem({
  region,
  number,
  selected,
  missingType,
  choices,
  fieldsById,
  dispatch,
}: {
  region: EditorRegion;
  number: number;
  selected: boolean;
  missingType: boolean;
  choices: readonly EditorField[];
  fieldsById: ReadonlyMap<string, EditorField>;
  dispatch: Dispatch<EditorAction>;
}) {
  // A field chosen before the election switch changed stays visible.
  const { t } = useTranslation();
  const chosenElsewhere = region.dataType && !choices.some((field) => field.id === region.dataType) ? fieldsById.get(region.dataType) : undefined;
  return (
    // A click anywhere on the item selects its region; from the keyboard its own fields and buttons do.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <li
      aria-label={t('Region {number}', { number })}
      className={selected ? 'frame-editor__region is-selected' : 'frame-editor__region'}
      onClick={() => dispatch({ type: 'select', key: region.key })}
    >
      <div className="frame-editor__region-head">
        <strong>{t('Region {number}', { number })}</strong>
        <span className={Classes.TEXT_MUTED} data-testid="region-geometry">
          {t('x {x}, y {y}, {width} × {height} px', {
            x: Math.round(region.x),
            y: Math.round(region.y),
            width: Math.round(region.width),
            height: Math.round(region.height),
          })}
        </span>
      </div>
      <FormGroup helperText={missingType ? t(FRAME_EDITOR_MESSAGES.regionType) : undefined} intent={missingType ? Intent.DANGER : Intent.NONE}>
        <HTMLSelect
          fill
          aria-label={t('Choose type of region {number}', { number })}
          aria-invalid={missingType || undefined}
          value={region.dataType}
          onChange={(event) => dispatch({ type: 'setRegionType', key: region.key, dataType: event.currentTarget.value })}
        >
          <option value="">{t('Choose type')}</option>
          {choices.map((field) => (
            <option key={field.id} value={field.id}>
              {field.title} ({field.variableName})
            </option>
          ))}
          {chosenElsewhere && (
            <option value={region.dataType}>
              {chosenElsewhere.title} ({chosenElsewhere.variableName})
            </option>
          )}
        </HTMLSelect>
      </FormGroup>
      <div className="frame-editor__region-actions">
        <Button size="small" icon="style" text={t('Choose Properties')} onClick={() => dispatch({ type: 'openProperties', key: region.key })} />
        <Button
          size="small"
          icon="cross"
          text={t('Cancel')}
          intent={Intent.DANGER}
          variant="minimal"
          aria-label={t('Cancel region {number}', { number })}
          onClick={(event) => {
            event.stopPropagation();
            dispatch({ type: 'deleteRegion', key: region.key });
          }}
        />
      </div>
    </li>
  );
}
