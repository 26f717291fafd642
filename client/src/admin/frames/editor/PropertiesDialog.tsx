import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { FONT_SIZES, FONT_WEIGHTS, FRAME_FONTS } from '../../../../../shared/poster-layout';
import { msg, useTranslation } from '../../core/i18n/i18n';
import type { RegionProperties } from './types';

/** The font sizes' names (shared/poster-layout), translated where listed. */
const SIZE_NAMES: Record<(typeof FONT_SIZES)[number]['label'], string> = {
  Small: msg('Small'),
  Medium: msg('Medium'),
  Large: msg('Large'),
  'Extra Large': msg('Extra Large'),
  '2xl': '2xl',
};

/** The sample the chosen font is shown with: a Gujarati name, as on a poster (not a text to translate). */
const SAMPLE_NAME = 'રમેશભાઈ પટેલ';

export interface PropertiesDialogProps {
  /** The region's number, for the title. */
  regionNumber: number;
  properties: RegionProperties;
  onSave: (properties: RegionProperties) => void;
  onClose: () => void;
}

/** Spec §2 'Choose Properties': font color, family, size and weight of one region; Cancel and Save. */
export function PropertiesDialog({ regionNumber, properties, onSave, onClose }: PropertiesDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(properties);
  const set = <Key extends keyof RegionProperties>(key: Key, value: RegionProperties[Key]) => setValues((current) => ({ ...current, [key]: value }));

  return (
    <Dialog isOpen onClose={onClose} title={t('Choose Properties')} icon="style" className="frame-properties-dialog">
      <DialogBody>
        <p>{t('Region {number}', { number: regionNumber })}</p>
        <FormGroup label={t('Font Color')} labelFor={`${id}-color`}>
          <InputGroup
            id={`${id}-color`}
            type="color"
            value={values.fontColor}
            onValueChange={(color) => set('fontColor', color)}
            className="frame-properties-dialog__color"
          />
        </FormGroup>
        <FormGroup label={t('Font Family')} labelFor={`${id}-family`}>
          <HTMLSelect
            id={`${id}-family`}
            fill
            value={values.fontFamily}
            onChange={(event) => set('fontFamily', event.currentTarget.value)}
            options={FRAME_FONTS.map((family) => ({ label: family, value: family }))}
          />
        </FormGroup>
        <FormGroup label={t('Font Size')} labelFor={`${id}-size`}>
          <HTMLSelect
            id={`${id}-size`}
            fill
            value={values.fontSize}
            onChange={(event) => set('fontSize', Number(event.currentTarget.value))}
            options={FONT_SIZES.map((size) => ({
              label: t('{size} ({points})', { size: t(SIZE_NAMES[size.label]), points: size.value }),
              value: size.value,
            }))}
          />
        </FormGroup>
        <FormGroup label={t('Font Weight')} labelFor={`${id}-weight`}>
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
          {SAMPLE_NAME}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('Cancel')} onClick={onClose} />
            <Button
              text={t('Save')}
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
