/**
 * Every Gujarati text of the admin, merged from one file per area (a file per
 * area keeps changes to different screens apart). Loaded as its own chunk by
 * `applyLanguage('gu')`.
 */
import { refusalMessages } from '../../../../../../shared/refusals';

const files = import.meta.glob<Record<string, string>>('./*.json', { eager: true, import: 'default' });

export const GUJARATI: Record<string, string> = Object.assign({}, ...Object.values(files)) as Record<string, string>;

export { gujaratiRefusalParams } from './refusals';
export const GUJARATI_REFUSALS = refusalMessages('gu');
/** Month and weekday names in the date pickers (react-day-picker reads date-fns locales). */
export { default as DATE_FNS_GUJARATI } from 'date-fns/locale/gu';
