import { Button, Callout, Classes, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { type Dispatch, useId, useMemo } from 'react';
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
  const choices = useMemo(() => fields.filter((field) => field.isElection === values.isElection), [fields, values.isElection]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="frame-editor__regions">
      {/* h3: the dialog's title is an h2 (Blueprint's dialog header), and headings go down one level at a time. */}
      <h3 id={headingId} className={`${Classes.HEADING} frame-editor__regions-title`}>
        Regions
      </h3>
      {missingRegions && (
        <Callout intent={Intent.DANGER} compact>
          {missingRegions}
        </Callout>
      )}
      {values.regions.length === 0 && !missingRegions && (
        <p className={Classes.TEXT_MUTED}>{values.image ? 'Drag on the image to draw a region.' : 'Add the frame image first.'}</p>
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
  const chosenElsewhere = region.dataType && !choices.some((field) => field.id === region.dataType) ? fieldsById.get(region.dataType) : undefined;
  return (
    // A click anywhere on the item selects its region; from the keyboard its own fields and buttons do.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <li
      aria-label={`Region ${number}`}
      className={selected ? 'frame-editor__region is-selected' : 'frame-editor__region'}
      onClick={() => dispatch({ type: 'select', key: region.key })}
    >
      <div className="frame-editor__region-head">
        <strong>Region {number}</strong>
        <span className={Classes.TEXT_MUTED} data-testid="region-geometry">
          x {Math.round(region.x)}, y {Math.round(region.y)}, {Math.round(region.width)} × {Math.round(region.height)} px
        </span>
      </div>
      <FormGroup helperText={missingType ? FRAME_EDITOR_MESSAGES.regionType : undefined} intent={missingType ? Intent.DANGER : Intent.NONE}>
        <HTMLSelect
          fill
          aria-label={`Choose type of region ${number}`}
          aria-invalid={missingType || undefined}
          value={region.dataType}
          onChange={(event) => dispatch({ type: 'setRegionType', key: region.key, dataType: event.currentTarget.value })}
        >
          <option value="">Choose type</option>
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
        <Button size="small" icon="style" text="Choose Properties" onClick={() => dispatch({ type: 'openProperties', key: region.key })} />
        <Button
          size="small"
          icon="cross"
          text="Cancel"
          intent={Intent.DANGER}
          variant="minimal"
          aria-label={`Cancel region ${number}`}
          onClick={(event) => {
            event.stopPropagation();
            dispatch({ type: 'deleteRegion', key: region.key });
          }}
        />
      </div>
    </li>
  );
}
