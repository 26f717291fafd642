/**
 * The 'Mobile or Name' box is read as the server reads it
 * (shared/app-user-search.ts): digits are the start of a mobile number from the
 * first one; a name is searched from its third character.
 */
export { appUserSearchHint, appUserSearchText, MIN_NAME_SEARCH } from '../../../../shared/app-user-search';
