/** The app's name as the public pages show it; change it here only. */
export const APP_NAME = 'Utsav Posters';
export const APP_NAME_GUJARATI = 'ઉત્સવ પોસ્ટર્સ';

/** Shown on the three policy pages; bump it whenever their text changes. */
export const POLICIES_LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' };
