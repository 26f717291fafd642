import type { FormField } from '../FormDialog';

const PRIORITY_RULE = 'Priority must be a whole number from 0 to 100000';

/** The ordering number of subcategories and custom categories, with the server's rule and text. */
export function priorityField<Values extends Record<string, unknown>>(name: keyof Values & string): FormField<Values> {
  return {
    name,
    label: 'Priority',
    type: 'number',
    required: true,
    helperText: 'Lower numbers come first in the app',
    validate: (value) => (/^\d{1,6}$/.test(String(value).trim()) && Number(value) <= 100_000 ? undefined : PRIORITY_RULE),
  };
}
