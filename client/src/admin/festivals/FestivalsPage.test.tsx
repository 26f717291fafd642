import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FestivalFieldsFragment } from '../../gql/graphql';
import { clearToasts } from '../shared/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { deleteFestivalMessage } from './FestivalsPage';
import { FestivalsDocument } from './graphql/festivals';

function image(id: string) {
  return { __typename: 'Image', id, path: `/uploads/${id}.png`, thumbnailPath: `/uploads/${id}.thumb.webp`, width: 64, height: 64, originalName: `${id}.png`, position: 0 };
}

function festival(overrides: Partial<FestivalFieldsFragment> & { id: string }): FestivalFieldsFragment {
  return {
    __typename: 'Festival',
    festivalName: 'Diwali',
    isFixedDate: false,
    festivalDate: null,
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

function renderFestivals() {
  return renderAdmin('/festivals', {
    signedInAs: staffUser('employee'),
    responses: [{ request: { query: FestivalsDocument }, result: { data: { festivals: [NAVRATRI, UTTARAYAN] } } }],
  });
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
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No.',
      'Images',
      'Name',
      'Date',
      'Status',
      'Actions',
    ]);
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

  it('says how many posts go with a festival when deleting it', () => {
    expect(deleteFestivalMessage({ festivalName: 'Holi', totalPosts: 0 })).toBe("If you delete this record, you can't recover it");
    expect(deleteFestivalMessage({ festivalName: 'Holi', totalPosts: 1 })).toBe(
      "If you delete this record, you can't recover it. Its 1 festival post on the calendar will be deleted too.",
    );
    expect(deleteFestivalMessage({ festivalName: 'Holi', totalPosts: 3 })).toMatch(/Its 3 festival posts on the calendar/);
  });
});
