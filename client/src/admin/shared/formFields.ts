import type { Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { StoredImage } from './images/types';
import { translate } from '../core/i18n/i18n';
import { EMAIL_PATTERN, INVALID_EMAIL, isBlank, requiredMessage } from './validation';

/**
 * A day field's value while its text is not a real day (DayInput's
 * `invalidValue`): refused as '{label} is not a valid date', not as required.
 */
export const NOT_A_DAY = 'not-a-day';

/** What a FormDialog is configured with: its fields, their values and messages, and the checks run before sending. */
export type FormMode = 'add' | 'edit';
export type FieldOptionValue = string | number | boolean;

export interface FormFieldOption {
  /** English (msg()), translated by the dialog when shown. */
  label: string;
  value: FieldOptionValue;
}

export interface FormField<Values> {
  name: keyof Values & string;
  /** English (msg() on a literal, or a manifest's label): FormDialog translates it, and the messages built from it. */
  label: string;
  /**
   * 'images': an ImageField whose value is `File[]` (png/jpg/jpeg, 2 MB each,
   * checked before sending); see `max` and `existingImages`.
   */
  type?: 'text' | 'email' | 'password' | 'number' | 'textarea' | 'select' | 'switch' | 'images' | 'custom';
  /** Adds the spec's '{label} is required'; a function can depend on the mode or other values. */
  required?: boolean | ((values: Values, mode: FormMode) => boolean);
  /** Extra rule after the required and type checks; returns the message (English or translated: the dialog translates it when shown) or undefined. */
  validate?: (value: Values[keyof Values], values: Values, mode: FormMode) => string | undefined;
  /** Hides (and skips validating) the field, e.g. a date shown only when a switch is on. */
  hidden?: (values: Values, mode: FormMode) => boolean;
  /** A function may describe the current values, e.g. what a switch's state means. A string is English (msg()), translated when shown; a ReactNode is shown as given. */
  helperText?: ReactNode | ((mode: FormMode, values: Values) => ReactNode);
  /** English (msg()), translated when shown. */
  placeholder?: string;
  options?: readonly FormFieldOption[];
  autoComplete?: string;
  /**
   * 'custom' only: draws an input the other types do not cover (a date
   * picker, an autocomplete). The dialog still gives it its label, required
   * mark, message and checks.
   */
  render?: (input: CustomInputProps<Values>) => ReactNode;
  /** Text fields: the server's length limit, checked before sending with the server's message. */
  maxLength?: number;
  /** 'images' only: how many files the field takes, 1 (default) or up to 50. */
  max?: number;
  /** 'images' only: the record's stored images, shown before the chosen files (on edit). */
  existingImages?: readonly StoredImage[];
}

/** What a 'custom' field's `render` gets. */
export interface CustomInputProps<Values> {
  /** Give it to the input, so the field's label names it. */
  id: string;
  value: Values[keyof Values & string];
  values: Values;
  /** Sets this field. */
  setValue: (value: Values[keyof Values & string]) => void;
  /** Sets other fields as well, e.g. an autocomplete that fills a name. */
  setValues: (changes: Partial<Values>) => void;
  intent: Intent;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  mode: FormMode;
  /** Asks 'Discard unsaved changes?' as closing a changed dialog would: an Escape in a picker's typed search. */
  askDiscard: () => void;
}

export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** Given to `children` so a screen can render fields the config cannot express. */
export interface FormApi<Values> {
  values: Values;
  errors: FormErrors<Values>;
  setValue: <Key extends keyof Values & string>(name: Key, value: Values[Key]) => void;
  mode: FormMode;
}

export function isFieldRequired<Values>(field: FormField<Values>, values: Values, mode: FormMode): boolean {
  return typeof field.required === 'function' ? field.required(values, mode) : Boolean(field.required);
}

/** Spec §5 messages for the configured fields, in the current language; only visible fields are checked. */
export function validateFields<Values>(fields: readonly FormField<Values>[], values: Values, mode: FormMode): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const field of fields) {
    if (field.hidden?.(values, mode)) continue;
    const value = values[field.name];
    const blank = field.type === 'images' ? !Array.isArray(value) || value.length === 0 : isBlank(value);
    if (blank) {
      if (isFieldRequired(field, values, mode)) errors[field.name] = requiredMessage(field.label);
      continue;
    }
    if (value === NOT_A_DAY) {
      errors[field.name] = translate('{label} is not a valid date', { label: translate(field.label) });
      continue;
    }
    if (field.type === 'email' && !EMAIL_PATTERN.test(String(value).trim())) {
      errors[field.name] = INVALID_EMAIL;
      continue;
    }
    if (field.type === 'number' && Number.isNaN(Number(value))) {
      errors[field.name] = translate('{label} must be a number', { label: translate(field.label) });
      continue;
    }
    if (field.maxLength !== undefined && typeof value === 'string' && value.trim().length > field.maxLength) {
      errors[field.name] = translate('{label} must be at most {max} characters', { label: translate(field.label), max: field.maxLength });
      continue;
    }
    const message = field.validate?.(value, values, mode);
    if (message) errors[field.name] = message;
  }
  return errors;
}
