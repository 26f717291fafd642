import { Classes } from '@blueprintjs/core';
import type { FestivalFieldsFragment, FestivalGalleryQuery, FestivalsQuery } from '../../gql/graphql';
import { FESTIVAL_POST } from '../../../../shared/entities';
import { cascadeDeleteMessage, its } from '../shared/cascadeMessage';
import type { DataTableColumn } from '../shared/DataTable';
import type { FormField } from '../shared/FormDialog';
import { ImageThumbs } from '../shared/ImageThumbs';
import { MAX_GALLERY_FILES } from '../shared/images/imageRules';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { formatDay, formatLongDay, todayInIndia } from '../shared/calendarDay';
import { DateRuleEditor, type RuleDraft, toRuleDraft } from './DateRuleEditor';
import { ruleDescription } from '../shared/festivalRuleWords';
import { DayInput } from '../shared/DayInput';
import { NOT_A_DAY } from '../shared/formFields';
import { TIME_ZONE_LABEL } from '../shared/format';
import { CreateFestivalDocument } from './graphql/createFestival';
import { DeleteFestivalDocument } from './graphql/deleteFestival';
import { FestivalGalleryDocument } from './graphql/festivalGallery';
import { FestivalsDocument } from './graphql/festivals';
import { NotifyFestivalDocument } from './graphql/notifyFestival';
import { UpdateFestivalDocument } from './graphql/updateFestival';
import { msg, translate } from '../core/i18n/i18n';

type Festival = FestivalFieldsFragment;

export interface FestivalFormValues extends Record<string, unknown> {
  festivalName: string;
  isFixedDate: boolean;
  /** 'YYYY-MM-DD' or ''. */
  festivalDate: string;
  /** Off the fixed date: the rule its days are computed by, or null for no date at all. */
  dateRule: RuleDraft | null;
  status: boolean | '';
  festivalDescription: string;
  festivalImages: File[];
  /** Issue 26: the festival's own morning notification, at notifyAt ('HH:MM' India time). */
  notifyOnDay: boolean;
  notifyAt: string;
}

/** What the Date column says for a festival without a fixed date. */
export const NO_FIXED_DATE = msg('Every year (no fixed date)');
export const FESTIVAL_DATE_PAST = msg('Festival Date must be today or later');
export const FIXED_DATE_ON = msg('On: the festival falls on the day below');
export const FIXED_DATE_OFF = msg('Off: no fixed date; a date rule below computes its day each year');

const NEW_FESTIVAL: FestivalFormValues = {
  festivalName: '',
  isFixedDate: false,
  festivalDate: '',
  dateRule: null,
  status: true,
  festivalDescription: '',
  festivalImages: [],
  notifyOnDay: false,
  notifyAt: '07:00',
};

export const NOTIFY_ON_DAY_HELP = msg("Sends the festival's notification on each of its days at the time below, if a post covers the day");

/** What goes to the Trash with a festival (its posts on the calendar), under the spec's question; nothing when it has none. */
export function deleteFestivalDetails(festival: Pick<Festival, 'festivalName' | 'totalPosts'> | undefined): string | undefined {
  const posts = its(festival?.totalPosts, FESTIVAL_POST.nouns);
  return festival && posts ? cascadeDeleteMessage(festival.festivalName, translate('{things} on the calendar', { things: posts })) : undefined;
}

/** The form's fields; `storedDay` is the edited festival's day, which may stay even once it has passed. */
export function festivalFields(editing?: Festival): readonly FormField<FestivalFormValues>[] {
  const today = todayInIndia();
  const storedDay = editing?.festivalDate ?? undefined;
  return [
    { name: 'festivalName', label: msg('Festival Name'), required: true, autoComplete: 'off' },
    {
      name: 'isFixedDate',
      label: msg('Fixed date'),
      type: 'switch',
      helperText: (_mode, values) => translate(values.isFixedDate ? FIXED_DATE_ON : FIXED_DATE_OFF),
    },
    {
      name: 'festivalDate',
      label: msg('Festival Date'),
      type: 'custom',
      hidden: (values) => !values.isFixedDate,
      required: (values) => values.isFixedDate,
      helperText: msg('DD/MM/YYYY, today or later'),
      validate: (value) => (String(value) < today && value !== storedDay ? translate(FESTIVAL_DATE_PAST) : undefined),
      render: ({ id, value, setValue, intent, invalid, required, disabled }) => (
        <DayInput
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={setValue}
          invalidValue={NOT_A_DAY}
          minDay={storedDay && storedDay < today ? storedDay : today}
          intent={intent}
          invalid={invalid}
          required={required}
          disabled={disabled}
        />
      ),
    },
    {
      name: 'dateRule',
      label: msg('Date Rule'),
      type: 'custom',
      hidden: (values) => values.isFixedDate,
      helperText: msg('A preset or a rule of its own; the dates are for Ahmedabad unless the server is set otherwise'),
      render: ({ id, value, setValues, values, disabled }) => (
        <DateRuleEditor
          id={id}
          value={(value as RuleDraft | null) ?? null}
          disabled={disabled}
          onChange={(rule, presetName) =>
            // A preset names an unnamed festival after itself.
            setValues(presetName && !values.festivalName.trim() ? { dateRule: rule, festivalName: presetName } : { dateRule: rule })
          }
        />
      ),
    },
    { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
    { name: 'festivalDescription', label: msg('Festival Description'), type: 'textarea' },
    { name: 'notifyOnDay', label: msg('Notify on the day'), type: 'switch', helperText: NOTIFY_ON_DAY_HELP },
    {
      name: 'notifyAt',
      label: msg('Notify at'),
      type: 'custom',
      hidden: (values) => !values.notifyOnDay,
      required: (values) => values.notifyOnDay,
      helperText: TIME_ZONE_LABEL,
      validate: (value) =>
        /^([01]\d|2[0-3]):[0-5]\d$/.test(String(value)) ? undefined : translate('Notify At must be a time HH:MM, 00:00 to 23:59 (India time)'),
      render: ({ id, value, setValue, invalid, required, disabled }) => (
        <input
          id={id}
          className={Classes.INPUT}
          type="time"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => setValue(event.currentTarget.value)}
          aria-invalid={invalid}
          required={required}
          disabled={disabled}
        />
      ),
    },
    {
      name: 'festivalImages',
      label: msg('Festival Images'),
      type: 'images',
      max: MAX_GALLERY_FILES,
      existingImages: editing?.images,
      // The file types and limits are said once, in the upload box itself.
      helperText: (mode) =>
        mode === 'edit' ? translate('New images join the end of the gallery; remove or reorder them with the Images action') : undefined,
    },
  ];
}

const COLUMNS: readonly DataTableColumn<Festival>[] = [
  {
    id: 'images',
    header: msg('Images'),
    render: (festival) => <ImageThumbs images={festival.images} alt={festival.festivalName} />,
  },
  { id: 'festivalName', header: msg('Name'), value: (festival) => festival.festivalName, sortable: true },
  {
    id: 'festivalDate',
    header: msg('Date'),
    // Sorts by the day it next falls on (YYYY-MM-DD sorts as text); festivals without one go last.
    value: (festival) => (festival.isFixedDate ? festival.festivalDate : festival.nextDate) ?? '9999',
    render: (festival) => <FestivalDateCell festival={festival} />,
    searchable: false,
    sortable: true,
  },
  {
    id: 'status',
    header: msg('Status'),
    value: (festival) => festival.status,
    render: (festival) => <StatusTag active={festival.status} />,
    sortable: true,
  },
];

/** A fixed day as DD/MM/YYYY; a ruled festival's next day ('Sun 08/11/2026') with its rule; else 'no fixed date'. */
export function FestivalDateCell({ festival }: { festival: Festival }) {
  if (festival.isFixedDate && festival.festivalDate) return <>{formatDay(festival.festivalDate)}</>;
  if (festival.dateRule) {
    return (
      <span title={ruleDescription(festival.dateRule)}>
        {festival.nextDate ? formatLongDay(festival.nextDate) : translate('No date within two years')}
        <br />
        <small className="bp6-text-muted">{ruleDescription(festival.dateRule)}</small>
      </span>
    );
  }
  return <>{translate(NO_FIXED_DATE)}</>;
}

function festivalInput(values: FestivalFormValues) {
  return {
    festivalName: values.festivalName.trim(),
    isFixedDate: values.isFixedDate,
    festivalDate: values.isFixedDate ? values.festivalDate : null,
    dateRule: values.isFixedDate || !values.dateRule ? null : toRuleDraft(values.dateRule),
    status: values.status === true,
    festivalDescription: values.festivalDescription.trim() || null,
    notifyOnDay: values.notifyOnDay,
    notifyAt: values.notifyAt,
  };
}

const festivalImages = (values: FestivalFormValues) => (values.festivalImages.length ? values.festivalImages : null);

/** Spec §2 Festivals: table, add/edit dialog with the date only for fixed dates, gallery, delete with its posts. */
const FESTIVALS: ResourceConfig<Festival, FestivalFormValues, FestivalsQuery, FestivalGalleryQuery> = {
  resource: 'festival',
  title: msg('Festivals'),
  tableLabel: msg('Festivals'),
  entityName: msg('Festival'),
  historyKind: 'Festival',
  addText: msg('Add Festival'),
  list: FestivalsDocument,
  rows: (data) => data.festivals,
  columns: COLUMNS,
  fields: festivalFields,
  initialValues: (editing) =>
    editing
      ? {
          festivalName: editing.festivalName,
          isFixedDate: editing.isFixedDate,
          festivalDate: editing.festivalDate ?? '',
          dateRule: editing.dateRule ? toRuleDraft(editing.dateRule) : null,
          status: editing.status,
          festivalDescription: editing.festivalDescription ?? '',
          festivalImages: [],
          notifyOnDay: editing.notifyOnDay,
          notifyAt: editing.notifyAt,
        }
      : NEW_FESTIVAL,
  create: write(CreateFestivalDocument, (values) => ({ input: festivalInput(values), festivalImages: festivalImages(values) })),
  update: write(UpdateFestivalDocument, (values, editing) => ({
    input: { id: editing.id, ...festivalInput(values) },
    festivalImages: festivalImages(values),
  })),
  remove: { document: DeleteFestivalDocument, confirm: (festival) => ({ details: deleteFestivalDetails(festival) }) },
  recordName: (festival) => festival.festivalName,
  notify: NotifyFestivalDocument,
  notifySubject: 'festival',
  notifyFirst: true,
  // Images are added through the update, as the edit form does.
  gallery: {
    label: msg('Images'),
    title: msg('Festival Images'),
    images: FestivalGalleryDocument,
    select: (data) => data.festival.images,
    add: write(UpdateFestivalDocument, (festival, images) => ({ input: { id: festival.id }, festivalImages: images })),
  },
};

export default FESTIVALS;
