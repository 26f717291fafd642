import { describe, expect, it } from 'vitest';
import { appUserSearchHint, appUserSearchText, MIN_NAME_SEARCH, readAppUserSearch, SHORT_NAME_HINT } from '../../../../shared/app-user-search';
import { normalizeMobile } from '../../../../shared/mobile';

// shared/app-user-search.ts: the server's reading of the 'Mobile or Name' box
// (the list, the export and the reports filter on it) and the admin's, one rule.
describe("the 'Mobile or Name' box, read the same by the server and the admin", () => {
  it('reads digits as the start of a mobile number from the first one, without +91, spaces or dashes', () => {
    expect(readAppUserSearch('9')).toEqual({ kind: 'mobile', prefix: '9' });
    expect(readAppUserSearch(' +91 98765-432 ')).toEqual({ kind: 'mobile', prefix: '98765432' });
    expect(readAppUserSearch('+919876543210')).toEqual({ kind: 'mobile', prefix: '9876543210' });
    expect(appUserSearchHint('98')).toBeUndefined();
    expect(appUserSearchText(' 98 ')).toBe('98');
  });

  it(`reads anything else as a name from its ${MIN_NAME_SEARCH}rd character, counting Gujarati characters, not bytes`, () => {
    expect(readAppUserSearch('Ram')).toEqual({ kind: 'name', text: 'Ram' });
    expect(readAppUserSearch('  રમેશ ')).toEqual({ kind: 'name', text: 'રમેશ' });
    expect(readAppUserSearch('+91')).toEqual({ kind: 'name', text: '+91' });
    expect(readAppUserSearch('98a')).toEqual({ kind: 'name', text: '98a' });
    expect(readAppUserSearch('Ra')).toBeUndefined();
    expect(readAppUserSearch('રમ')).toBeUndefined();
  });

  it('searches nothing for empty text, and says why a short name waits while the list stays unsearched', () => {
    expect(readAppUserSearch(undefined)).toBeUndefined();
    expect(readAppUserSearch('   ')).toBeUndefined();
    expect(appUserSearchHint('   ')).toBeUndefined();
    expect(appUserSearchText('   ')).toBe('');
    expect(appUserSearchHint('Ra')).toBe(SHORT_NAME_HINT);
    expect(SHORT_NAME_HINT).toBe('Type at least 3 letters to search by name, or digits of a mobile number');
    expect(appUserSearchText(' Ra ')).toBe('');
    expect(appUserSearchHint('Ram')).toBeUndefined();
    expect(appUserSearchText(' Ram ')).toBe('Ram');
  });

  it('stores a mobile number without +91', () => {
    expect(normalizeMobile(' +919876543210 ')).toBe('9876543210');
    expect(normalizeMobile('9876543210')).toBe('9876543210');
  });
});
