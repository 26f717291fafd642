/** '1 subcategory' / '3 subcategories'; nothing for none. */
function counted(count: number | undefined | null, singular: string, plural: string): string | undefined {
  if (!count) return undefined;
  return count === 1 ? `1 ${singular}` : `${count.toLocaleString('en-IN')} ${plural}`;
}

/**
 * What a record owns, from a manifest's nouns (shared/entities): 'its
 * subcategory' for one (not 'its 1 subcategory'), 'its 3 subcategories';
 * nothing for none.
 */
export function its(count: number | undefined | null, [singular, plural]: readonly [string, string]): string | undefined {
  if (!count) return undefined;
  return count === 1 ? `its ${singular}` : `its ${counted(count, singular, plural)}`;
}

/**
 * What went with a record, with the images of all of it: 'its subcategory
 * with its images', 'its subcategory, its greeting and their images'; nothing
 * when it owns none of them.
 */
export function withTheirImages(owned: readonly (string | undefined)[]): string | undefined {
  const named = owned.filter((part): part is string => Boolean(part));
  if (!named.length) return undefined;
  const oneThing = named.length === 1 && !/\d/.test(named[0]);
  return oneThing ? `${named[0]} with its images` : listed([...named, 'their images']);
}

/** 'a, b and c', leaving out blanks (a count of none). */
function listed(parts: readonly (string | undefined)[]): string {
  const named = parts.filter((part): part is string => Boolean(part));
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/**
 * What a delete takes with its record, for the confirmation's `details`
 * (under the spec's question): "This moves 'Festivals' and its 3
 * subcategories, its 12 greetings and their images to the Trash."
 */
export function cascadeDeleteMessage(name: string, takes: string): string {
  return `This moves '${name}' and ${takes} to the Trash.`;
}
