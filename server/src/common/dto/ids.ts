/** Every record id is a PostgreSQL uuid (any version: ids made by other tools included). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** REST fields that name a record; a value that is not a uuid cannot name one. */
const ID_FIELDS: Record<string, string> = { id: 'Record not found', _id: 'Record not found', userId: 'User not found' };

/**
 * The message for the first id field of a REST body or query that is present
 * but not a uuid (or a list of them, for `ids`), else null.
 */
export function malformedIdMessage(input: unknown): string | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const record = input as Record<string, unknown>;
  for (const [field, message] of Object.entries(ID_FIELDS)) {
    const value = record[field];
    if (value !== undefined && value !== null && value !== '' && !isUuid(value)) return message;
  }
  const ids = record.ids;
  if (Array.isArray(ids) && ids.some((id) => !isUuid(id))) return 'Record not found';
  return null;
}
