/** '1 subcategory' / '3 subcategories'; nothing for none. */
export function counted(count: number | undefined | null, singular: string, plural: string): string | undefined {
  if (!count) return undefined;
  return count === 1 ? `1 ${singular}` : `${count.toLocaleString('en-IN')} ${plural}`;
}

/** 'a, b and c', leaving out blanks (a count of none). */
export function listed(parts: readonly (string | undefined)[]): string {
  const named = parts.filter((part): part is string => Boolean(part));
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/**
 * What a delete takes with its record, for the confirmation's `details`
 * (under the spec's text): "This moves 'Festivals' and its 3 subcategories,
 * 12 greetings and their images to the Trash."
 */
export function cascadeDeleteMessage(name: string, takes: string): string {
  return `This moves '${name}' and ${takes} to the Trash.`;
}
