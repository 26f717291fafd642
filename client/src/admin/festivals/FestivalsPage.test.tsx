import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FestivalFieldsFragment } from '../../gql/graphql';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { todayInIndia } from '../shared/calendarDay';
import { deleteFestivalDetails, FESTIVAL_DATE_PAST, FIXED_DATE_OFF, FIXED_DATE_ON } from './festivals.resource';
import { FestivalsDocument } from './graphql/festivals';
import { FestivalPresetsDocument, FestivalRuleDatesDocument } from '../shared/graphql/festivalRules';

function image(id: string) {
  return {
    __typename: 'Image',
    id,
    path: `/uploads/${id}.png`,
    thumbnailPath: `/uploads/${id}.thumb.webp`,
    width: 64,
    height: 64,
    originalName: `${id}.png`,
    position: 0,
  };
}

function festival(overrides: Partial<FestivalFieldsFragment> & { id: string }): FestivalFieldsFragment {
  return {
    __typename: 'Festival',
    festivalName: 'Diwali',
    isFixedDate: false,
    festivalDate: null,
    nextDate: null,
    dateRule: null,
    status: true,
    festivalDescription: null,
    totalPosts: 0,
    images: [],
    ...overrides,
  } as FestivalFieldsFragment;
}

const NAVRATRI = festival({
  id: 'f1',
  festivalName: 'Navratri',
  isFixedDate: true,
  festivalDate: '2030-10-05',
  images: [image('a'), image('b'), image('c')],
});
const UTTARAYAN = festival({ id: 'f2', festivalName: 'Uttarayan', status: false });
const DIWALI_RULE = {
  __typename: 'FestivalDateRule',
  kind: 'LUNAR',
  month: 'ASHVIN',
  paksha: 'KRISHNA',
  tithi: 30,
  observance: 'PRADOSH',
  sign: null,
  offsetDays: 0,
  description: 'Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh',
} as const;
const DIWALI = festival({ id: 'f3', festivalName: 'Diwali', nextDate: '2026-11-08', dateRule: DIWALI_RULE });
const THIS_YEAR = Number(todayInIndia().slice(0, 4));

function renderFestivals() {
  return renderAdmin('/festivals', {
    signedInAs: staffUser('employee'),
    responses: [
      { request: { query: FestivalsDocument }, result: { data: { festivals: [NAVRATRI, UTTARAYAN, DIWALI] } } },
      {
        request: { query: FestivalPresetsDocument },
        result: {
          data: {
            festivalPresets: [
              { __typename: 'FestivalPreset', key: 'diwali', name: 'Diwali (Lakshmi Puja)', note: 'Amavasya in the evening', rule: DIWALI_RULE },
            ],
          },
        },
      },
      {
        request: {
          query: FestivalRuleDatesDocument,
          variables: {
            rule: { kind: 'LUNAR', month: 'ASHVIN', paksha: 'KRISHNA', tithi: 30, observance: 'PRADOSH', offsetDays: 0 },
            fromYear: THIS_YEAR,
          },
        },
        result: {
          data: {
            festivalRuleDates: [
              { __typename: 'FestivalRuleYear', year: THIS_YEAR, dates: ['2026-11-08'] },
              { __typename: 'FestivalRuleYear', year: THIS_YEAR + 1, dates: ['2027-10-29'] },
              { __typename: 'FestivalRuleYear', year: THIS_YEAR + 2, dates: ['2028-10-17'] },
              { __typename: 'FestivalRuleYear', year: THIS_YEAR + 3, dates: ['2029-11-05'] },
            ],
          },
        },
      },
    ],
  });
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  renderFestivals();
  await user.click(await screen.findByRole('button', { name: 'Add Festival' }, { timeout: 10_000 }));
  return screen.getByRole('dialog', { name: 'Add Festival' });
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('FestivalsPage', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('shows two thumbnails and +N, the day as DD/MM/YYYY, and a clear word without a fixed date', async () => {
    renderFestivals();
    // The screen is a lazy chunk: give it time on a busy machine.
    expect(await screen.findByText('Navratri', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['No.', 'Images', 'Name', 'Date', 'Status', 'Actions']);
    const navratri = within(rowOf('Navratri'));
    expect(navratri.getByText('05/10/2030')).toBeInTheDocument();
    const thumbnails = navratri.getAllByRole('img').filter((img) => img.tagName === 'IMG');
    expect(thumbnails.map((img) => new URL(img.getAttribute('src')!).pathname)).toEqual(['/uploads/a.thumb.webp', '/uploads/b.thumb.webp']);
    expect(navratri.getByText('+1')).toBeInTheDocument();
    expect(within(rowOf('Uttarayan')).getByText('Every year (no fixed date)')).toBeInTheDocument();
    expect(within(rowOf('Uttarayan')).getByText('Inactive')).toBeInTheDocument();
  });

  it('shows the date field only while Fixed date is on, and then requires it', async () => {
    const user = userEvent.setup();
    renderFestivals();
    await user.click(await screen.findByRole('button', { name: 'Add Festival' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Add Festival' });
    expect(within(dialog).queryByLabelText(/Festival Date/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Fixed date' }));
    expect(within(dialog).getByLabelText(/Festival Date/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Festival Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Festival Date is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Fixed date' }));
    expect(within(dialog).queryByText('Festival Date is required')).not.toBeInTheDocument();
  });

  it('states the image size limit once, in the upload box (21.6)', async () => {
    const user = userEvent.setup();
    renderFestivals();
    await user.click(await screen.findByRole('button', { name: 'Add Festival' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Add Festival' });
    expect(within(dialog).getAllByText(/2 MB/)).toHaveLength(1);
    expect(within(dialog).getAllByText(/\b50\b/)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: /^Drop png, jpg or jpeg images here/ })).toHaveTextContent(
      'At most 2 MB each, up to 50 at a time',
    );
  });

  it("shows a ruled festival's next date with its weekday, and its rule", async () => {
    renderFestivals();
    const row = within(await screen.findByRole('row', { name: /Diwali/ }, { timeout: 10_000 }));
    expect(row.getByText('Sun 08/11/2026')).toBeInTheDocument();
    expect(row.getByText('Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh')).toBeInTheDocument();
  });

  it('offers the presets: Diwali names the festival and previews this year and the next three', async () => {
    const user = userEvent.setup();
    const dialog = await openAddDialog(user);
    const rule = within(dialog).getByLabelText('Date Rule');
    await within(dialog).findByRole('option', { name: 'Diwali (Lakshmi Puja): Ashvin (purnimanta Kartika) Krishna Amavasya, pradosh' });
    await user.selectOptions(rule, 'diwali');
    expect(within(dialog).getByLabelText(/Festival Name/)).toHaveValue('Diwali (Lakshmi Puja)');
    expect(within(dialog).getByLabelText('Month (amanta)')).toHaveValue('ASHVIN');
    expect(within(dialog).getByRole('option', { name: 'Ashvin (purnimanta Kartika)' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tithi')).toHaveValue('30');
    const preview = within(dialog).getByRole('region', { name: 'Dates this rule gives' });
    expect(await within(preview).findByText('Sun 08/11/2026')).toBeInTheDocument();
    expect(within(preview).getByText('Fri 29/10/2027')).toBeInTheDocument();
    expect(within(preview).getAllByRole('listitem')).toHaveLength(4);
  });

  it("describes the Fixed date switch's current state", async () => {
    const user = userEvent.setup();
    const dialog = await openAddDialog(user);
    expect(within(dialog).getByText(FIXED_DATE_OFF)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Fixed date' }));
    expect(within(dialog).getByText(FIXED_DATE_ON)).toBeInTheDocument();
    expect(within(dialog).queryByText(FIXED_DATE_OFF)).not.toBeInTheDocument();
  });

  it('keeps a typed past day, closes the calendar on Tab and says under the field that it is too early (21.1)', async () => {
    const user = userEvent.setup();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Fixed date' }));
    const input = within(dialog).getByLabelText(/Festival Date/);
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.type(input, '01/01/2020');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('01/01/2020');
    expect(input).not.toHaveFocus();
    expect(document.activeElement?.closest('.bp6-datepicker')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(FESTIVAL_DATE_PAST)).toBeInTheDocument();
    expect(within(dialog).queryByText('Festival Date is required')).not.toBeInTheDocument();
  });

  it('says an impossible day is not a date, and a refused submit does not open the calendar by itself (28.4)', async () => {
    const user = userEvent.setup();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/^Festival Name/), 'Holi');
    await user.click(within(dialog).getByRole('switch', { name: 'Fixed date' }));
    const input = within(dialog).getByLabelText(/Festival Date/);
    // Empty: required; focus goes to the field in error, but the calendar stays shut over the fields below.
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Festival Date is required')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // 31 February: not a date, not 'required'.
    await user.type(input, '31/02/2027');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Festival Date is not a valid date')).toBeInTheDocument();
    expect(within(dialog).queryByText('Festival Date is required')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses the typed day on Enter instead of submitting the form (21.1)', async () => {
    const user = userEvent.setup();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Fixed date' }));
    const input = within(dialog).getByLabelText(/Festival Date/);
    await user.click(input);
    await user.type(input, '05/10/2030{Enter}');
    // A submit would have said the empty name is required.
    expect(within(dialog).queryByText('Festival Name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Festival' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(input).toHaveValue('05/10/2030');
  });

  it('says how many posts go to the Trash with a festival when deleting it', () => {
    expect(deleteFestivalDetails({ festivalName: 'Holi', totalPosts: 0 })).toBeUndefined();
    expect(deleteFestivalDetails({ festivalName: 'Holi', totalPosts: 1 })).toBe(
      "This moves 'Holi' and its festival post on the calendar to the Trash.",
    );
    expect(deleteFestivalDetails({ festivalName: 'Holi', totalPosts: 3 })).toBe(
      "This moves 'Holi' and its 3 festival posts on the calendar to the Trash.",
    );
  });
});
