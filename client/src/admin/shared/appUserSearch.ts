/**
 * The server's reading of the 'Mobile or Name' box (readAppUserSearch in
 * server/src/app-users/app-users.service.ts): digits are the start of a mobile
 * number from the first one; a name is searched from its third character,
 * since shorter text makes no trigram and no index could serve it.
 */
export const MIN_NAME_SEARCH = 3;
export const SHORT_NAME_HINT = `Type at least ${MIN_NAME_SEARCH} letters to search by name, or digits of a mobile number`;

function isMobileStart(text: string): boolean {
  const withoutCode = text.startsWith('+91') ? text.slice(3) : text;
  return /^\d+$/.test(withoutCode.replace(/[\s-]/g, ''));
}

/** What to say under the box while the text is too short to search, or undefined. */
export function appUserSearchHint(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed || isMobileStart(trimmed)) return undefined;
  return [...trimmed].length < MIN_NAME_SEARCH ? SHORT_NAME_HINT : undefined;
}

/** The text to send: a name too short to search waits (the list stays unsearched). */
export function appUserSearchText(text: string): string {
  return appUserSearchHint(text) ? '' : text.trim();
}
