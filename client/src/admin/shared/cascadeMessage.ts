import { currentLanguage, translate } from '../core/i18n/i18n';
import { formatCount } from './format';

/*
 * What a delete takes with its record, in the current language (issue 29).
 * The nouns come from the manifests (shared/entities) in English; each piece
 * is one ICU text with the noun as a placeholder, and in Gujarati the noun
 * is the translated one. English output is exactly what it always was.
 */

/** A manifest noun inside a sentence: English as written, Gujarati translated. */
const noun = (english: string) => (currentLanguage() === 'en' ? english : translate(english));

/**
 * What a record owns, from a manifest's nouns (shared/entities): 'its
 * subcategory' for one (not 'its 1 subcategory'), 'its 3 subcategories';
 * nothing for none.
 */
export function its(count: number | undefined | null, [singular, plural]: readonly [string, string]): string | undefined {
  if (!count) return undefined;
  return translate('{count, plural, one {its {singular}} other {its {number} {plural}}}', {
    count,
    number: formatCount(count),
    singular: noun(singular),
    plural: noun(plural),
  });
}

/**
 * What went with a record, with the images of all of it: 'its subcategory
 * with its images', 'its subcategory, its greeting and their images'; nothing
 * when it owns none of them. The parts are `its()` texts (already in the current language).
 */
export function withTheirImages(owned: readonly (string | undefined)[]): string | undefined {
  const named = owned.filter((part): part is string => Boolean(part));
  if (!named.length) return undefined;
  const oneThing = named.length === 1 && !/\d/.test(named[0]);
  return oneThing ? translate('{things} with its images', { things: named[0] }) : listed([...named, translate('their images')]);
}

/** 'a, b and c', leaving out blanks (a count of none). */
function listed(parts: readonly (string | undefined)[]): string {
  const named = parts.filter((part): part is string => Boolean(part));
  if (named.length <= 1) return named[0] ?? '';
  return translate('{items} and {last}', { items: named.slice(0, -1).join(', '), last: named[named.length - 1] });
}

/**
 * What a delete takes with its record, for the confirmation's `details`
 * (under the spec's question): "This moves 'Festivals' and its 3
 * subcategories, its 12 greetings and their images to the Trash." `takes`
 * is English (msg()) or already translated; `name` is record data.
 */
export function cascadeDeleteMessage(name: string, takes: string): string {
  return translate('This moves {name} and {takes} to the Trash.', { name: `'${name}'`, takes: translate(takes) });
}
