import { entityOfModel } from '../../../shared/entities/index.js';
import { formatDay, INDIA_TIME_ZONE, todayInIndia } from '../../../shared/india-day.js';

/**
 * History in the words staff use (issue 28): records by name, fields by the
 * labels their forms use (the entity manifests' `fields`), references by the
 * referenced record's name, stored values by their labels. Pure functions;
 * HistoryService reads the rows and the names.
 */

/** A changed row as HistoryService reads it, with the name of the row (SQL `audit_row_name`). */
export interface NamedChange {
  entityKind: string;
  entityId: string;
  operation: string;
  name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** 'fontColor' as 'Font color'. */
function words(field: string): string {
  const spaced = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The model a `<model>Id` column refers to, when it names an entity ('frameFieldId' → FrameField). */
/** References whose column does not name their model: an app user's rows name it `userId`, staff are named by what they did. */
const REFERENCE_ALIASES: Readonly<Record<string, string>> = {
  userId: 'AppUser',
  sentById: 'StaffUser',
  scheduledById: 'StaffUser',
  deletedById: 'StaffUser',
};

export function referencedKind(field: string): string | undefined {
  if (REFERENCE_ALIASES[field]) return REFERENCE_ALIASES[field];
  if (!/^[a-z]\w*Id$/.test(field)) return undefined;
  const model = field.charAt(0).toUpperCase() + field.slice(1, -2);
  return entityOfModel(model) ? model : undefined;
}

export function fieldLabel(kind: string, field: string): string {
  const declared = entityOfModel(kind)?.fields?.[field]?.label;
  if (declared) return declared;
  const reference = referencedKind(field);
  return reference ? (entityOfModel(reference)?.label ?? words(field)) : words(field);
}

/** A key for a referenced record's name. */
export const referenceKey = (kind: string, id: string) => `${kind}:${id}`;

/** A stored value as the admin shows it: a reference by name, an enum or switch by its label, nothing as '—'. */
export function valueText(kind: string, field: string, value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined) return '—';
  const reference = referencedKind(field);
  if (reference && typeof value === 'string') return names.get(referenceKey(reference, value)) ?? value;
  const asText = typeof value === 'string' ? value : JSON.stringify(value);
  const labelled = entityOfModel(kind)?.fields?.[field]?.values?.[asText];
  if (labelled) return labelled;
  // Every form offers a record's status as Active or Inactive.
  if (typeof value === 'boolean' && field === 'status') return value ? 'Active' : 'Inactive';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? (storedTimeText(value) ?? value) : asText;
}

/** A date column as the row trigger stores it (`to_jsonb`): '2026-11-08'. */
const STORED_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A timestamp column (UTC, no zone): '2026-11-07T18:30:00' or with milliseconds. */
const STORED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
const INDIA_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: INDIA_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A stored day or moment as the admin shows one: DD/MM/YYYY, with India's
 * time of day unless it is midnight there (a post's start, a plan's end are
 * days kept as India's midnight). Undefined for any other text.
 */
function storedTimeText(value: string): string | undefined {
  if (STORED_DAY.test(value)) return formatDay(value) || undefined;
  if (!STORED_TIMESTAMP.test(value)) return undefined;
  const moment = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);
  if (Number.isNaN(moment.getTime())) return undefined;
  const clock = INDIA_CLOCK.format(moment);
  const day = formatDay(todayInIndia(moment));
  return clock === '00:00' ? day : `${day} ${clock}`;
}

/** The references a change's values name, to look their names up in one go. */
export function referencesOf(changes: readonly Pick<NamedChange, 'before' | 'after'>[]): Array<{ kind: string; id: string }> {
  const found = new Map<string, { kind: string; id: string }>();
  for (const change of changes) {
    for (const values of [change.before, change.after]) {
      for (const [field, value] of Object.entries(values ?? {})) {
        const kind = referencedKind(field);
        if (kind && typeof value === 'string') found.set(referenceKey(kind, value), { kind, id: value });
      }
    }
  }
  return [...found.values()];
}

const VERBS: Record<string, string> = {
  create: 'Added',
  update: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Deleted forever',
  reorder: 'Reordered the images of',
  assign_subscription: 'Gave a plan to',
  remove_subscription: 'Took the plan from',
  notify: 'Sent',
  password_change: 'Changed the password of',
  session_end: 'Ended the sessions of',
  two_factor_setup_start: 'Started setting up two-factor sign-in for',
  two_factor_enable: 'Turned on two-factor sign-in for',
  two_factor_disable: 'Turned off two-factor sign-in for',
  two_factor_reset: 'Reset two-factor sign-in of',
  recovery_codes_regenerate: 'Replaced the recovery codes of',
  recovery_code_use: 'Used a recovery code of',
};

const DONE: Record<string, string> = { insert: 'added', update: 'changed', delete: 'removed' };
/** Parts listed in a summary before '… and N more'. */
const SUMMARY_PARTS = 3;

/** 'frame', 'app user': how sentences name one record of the kind. */
function noun(kind: string): string {
  return entityOfModel(kind)?.nouns[0] ?? words(kind).toLowerCase();
}

/** What one changed row adds to a summary: 'region 4 added', 'Frame Name changed'. */
function partOf(subject: { kind: string; id: string | null }, change: NamedChange): string | undefined {
  const isSubject = change.entityKind === subject.kind && change.entityId === subject.id;
  if (isSubject) {
    if (change.operation !== 'update') return undefined;
    const fields = Object.keys(change.after ?? {});
    return fields.length ? `${fields.map((field) => fieldLabel(change.entityKind, field)).join(', ')} changed` : undefined;
  }
  if (change.entityKind.startsWith('Trash')) return undefined;
  const done = DONE[change.operation] ?? change.operation;
  // A region is named by its place ('Region 4'), which reads as a noun already.
  if (change.entityKind === 'FrameRegion') return `${(change.name ?? 'a region').toLowerCase()} ${done}`;
  return change.name ? `${noun(change.entityKind)} "${change.name}" ${done}` : `${noun(change.entityKind)} ${done}`;
}

/**
 * One line for an event: 'Edited frame "વેપાર કિનારી": region 4 added'.
 * `changes` is undefined when the event changed too many rows to list.
 */
export function summaryOf(
  event: { action: string; entityKind: string; entityId: string | null; entityName: string | null; changeCount: number },
  changes: readonly NamedChange[] | undefined,
): string {
  if (event.action === 'sign_in') return 'Signed in';
  if (event.action === 'sign_in_refused') return 'Sign-in refused';
  const what = `${noun(event.entityKind)}${event.entityName ? ` "${event.entityName}"` : ''}`;
  const head = `${VERBS[event.action] ?? words(event.action)} ${what}`;
  if (event.action !== 'update') return head;
  if (!changes) return `${head}: ${event.changeCount} rows changed`;
  const parts = changes.flatMap((change) => partOf({ kind: event.entityKind, id: event.entityId }, change) ?? []);
  if (!parts.length) return head;
  const shown = parts.slice(0, SUMMARY_PARTS).join(', ');
  return parts.length > SUMMARY_PARTS ? `${head}: ${shown} and ${parts.length - SUMMARY_PARTS} more` : `${head}: ${shown}`;
}
