/**
 * How the 'Mobile or Name' box of the app user lists is read, by the server
 * (the list, the export, the reports filter on it) and by the admin (which
 * waits, and says why, while a name is too short to search). Digits alone
 * (spaces, dashes and a leading +91 allowed) are the start of a mobile number,
 * from the first digit; anything else is part of a name, from the third
 * character, since shorter text makes no trigram and no index could serve it.
 */
import { normalizeMobile } from './mobile.js';

export const MIN_NAME_SEARCH = 3;
export const SHORT_NAME_HINT = `Type at least ${MIN_NAME_SEARCH} letters to search by name, or digits of a mobile number`;

/** What a 'Mobile or Name' text asks for; undefined for nothing (empty, or a name too short). */
export type AppUserSearch = { kind: 'mobile'; prefix: string } | { kind: 'name'; text: string } | undefined;

export function readAppUserSearch(search?: string): AppUserSearch {
  const text = search?.trim() ?? '';
  const digits = normalizeMobile(text).replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) return { kind: 'mobile', prefix: digits };
  if ([...text].length < MIN_NAME_SEARCH) return undefined;
  return { kind: 'name', text };
}

/** What to say under the box while the text is too short to search, or undefined. */
export function appUserSearchHint(text: string): string | undefined {
  return text.trim() && !readAppUserSearch(text) ? SHORT_NAME_HINT : undefined;
}

/** The text to send: a name too short to search waits (the list stays unsearched). */
export function appUserSearchText(text: string): string {
  return appUserSearchHint(text) ? '' : text.trim();
}
