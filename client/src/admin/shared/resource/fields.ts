import type { FormField } from '../FormDialog';
import { msg } from '../../core/i18n/i18n';

const PRIORITY_RULE = msg('Priority must be a whole number from 0 to 100000');

/** The ordering number of subcategories and custom categories, with the server's rule and text. */
export function priorityField<Values extends Record<string, unknown>>(name: keyof Values & string): FormField<Values> {
  return {
    name,
    label: msg('Priority'),
    type: 'number',
    required: true,
    helperText: msg('Lower numbers come first in the app'),
    validate: (value) => (/^\d{1,6}$/.test(String(value).trim()) && Number(value) <= 100_000 ? undefined : PRIORITY_RULE),
  };
}
