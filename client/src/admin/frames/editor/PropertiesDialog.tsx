import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { FONT_SIZES, FONT_WEIGHTS, FRAME_FONTS } from '../../../../../shared/poster-layout';
import type { RegionProperties } from './types';

export interface PropertiesDialogProps {
  /** The region's number, for the title. */
  regionNumber: number;
  properties: RegionProperties;
  onSave: (properties: RegionProperties) => void;
  onClose: () => void;
}

/** Spec §2 'Choose Properties': font color, family, size and weight of one region; Cancel and Save. */
export function PropertiesDialog({ regionNumber, properties, onSave, onClose }: PropertiesDialogProps) {
  const id = useId();
  const [values, setValues] = useState(properties);
  const set = <Key extends keyof RegionProperties>(key: Key, value: RegionProperties[Key]) => setValues((current) => ({ ...current, [key]: value }));

  return (
    <Dialog isOpen onClose={onClose} title="Choose Properties" icon="style" className="frame-properties-dialog">
      <DialogBody>
        <p>Region {regionNumber}</p>
        <FormGroup label="Font Color" labelFor={`${id}-color`}>
          <InputGroup
            id={`${id}-color`}
            type="color"
            value={values.fontColor}
            onValueChange={(color) => set('fontColor', color)}
            className="frame-properties-dialog__color"
          />
        </FormGroup>
        <FormGroup label="Font Family" labelFor={`${id}-family`}>
          <HTMLSelect
            id={`${id}-family`}
            fill
            value={values.fontFamily}
            onChange={(event) => set('fontFamily', event.currentTarget.value)}
            options={FRAME_FONTS.map((family) => ({ label: family, value: family }))}
          />
        </FormGroup>
        <FormGroup label="Font Size" labelFor={`${id}-size`}>
          <HTMLSelect
            id={`${id}-size`}
            fill
            value={values.fontSize}
            onChange={(event) => set('fontSize', Number(event.currentTarget.value))}
            options={FONT_SIZES.map((size) => ({ label: `${size.label} (${size.value})`, value: size.value }))}
          />
        </FormGroup>
        <FormGroup label="Font Weight" labelFor={`${id}-weight`}>
          <HTMLSelect
            id={`${id}-weight`}
            fill
            value={values.fontWeight}
            onChange={(event) => set('fontWeight', Number(event.currentTarget.value))}
            options={FONT_WEIGHTS.map((weight) => ({ label: String(weight), value: weight }))}
          />
        </FormGroup>
        <p
          className="frame-properties-dialog__sample"
          style={{ color: values.fontColor, fontFamily: `"${values.fontFamily}"`, fontWeight: values.fontWeight, fontSize: values.fontSize * 1.5 }}
        >
          રમેશભાઈ પટેલ
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              text="Save"
              intent={Intent.PRIMARY}
              onClick={() => {
                onSave(values);
                onClose();
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
