import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../core/toaster';
import { addDays, todayInIndia } from '../shared/calendarDay';
import { type FestivalPost, FestivalPostDialog } from './FestivalPostDialog';
import { trashRetentionResponse } from '../test-support/renderAdmin';
import { pastDayRefusal } from './pastDays';
import { CreateFestivalPostDocument } from './graphql/createFestivalPost';
import { FestivalChoicesDocument } from './graphql/festivalChoices';

const CHOICES = {
  request: { query: FestivalChoicesDocument },
  result: {
    data: {
      festivalChoices: [
        { __typename: 'FestivalChoice', id: 'f1', festivalName: 'Diwali', festivalDate: null, nextDate: '2036-10-19' },
        { __typename: 'FestivalChoice', id: 'f3', festivalName: 'Diwali', festivalDate: '2020-11-14', nextDate: null },
        { __typename: 'FestivalChoice', id: 'f2', festivalName: 'Holi', festivalDate: '2037-03-22', nextDate: '2037-03-22' },
      ],
    },
  },
};

const CREATED: FestivalPost = {
  __typename: 'FestivalPost',
  id: 'p1',
  postName: 'Diwali',
  festivalId: 'f1',
  festivalName: 'Diwali',
  postStartDate: '2036-11-05',
  postEndDate: '2036-11-05',
  status: true,
  start: '2036-11-05',
  end: '2036-11-06',
  title: 'Diwali',
} as FestivalPost;

function renderDialog(props: Partial<Parameters<typeof FestivalPostDialog>[0]>, responses: ConstructorParameters<typeof MockLink>[0]) {
  const client = new ApolloClient({ link: new MockLink(responses), cache: new InMemoryCache() });
  const onChanged = vi.fn();
  const onClose = vi.fn();
  render(
    <ApolloProvider client={client}>
      <FestivalPostDialog isOpen onClose={onClose} onChanged={onChanged} {...props} />
    </ApolloProvider>,
  );
  return { onChanged, onClose };
}

describe('FestivalPostDialog', () => {
  afterEach(() => clearToasts());

  it('starts on the clicked day, asks for Festival and PostName, and fills the name from the chosen festival', async () => {
    const user = userEvent.setup();
    const { onChanged } = renderDialog({ startDay: '2036-11-05' }, [
      CHOICES,
      {
        request: {
          query: CreateFestivalPostDocument,
          variables: { input: { festivalId: 'f1', postName: 'Diwali', postStartDate: '2036-11-05', postEndDate: '2036-11-05', status: true } },
        },
        result: { data: { createFestivalPost: CREATED } },
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Add Festival Post' });
    expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('05/11/2036');
    expect(within(dialog).getByLabelText(/End Date/)).toHaveValue('05/11/2036');

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Festival is required')).toBeInTheDocument();
    expect(within(dialog).getByText('PostName is required')).toBeInTheDocument();

    await user.type(within(dialog).getByPlaceholderText('Type to search festivals'), 'diw');
    // Two festivals of one name are told apart by the next day beside each (a past fixed date when there is none).
    const options = await screen.findAllByRole('option', { name: /^Diwali/ });
    expect(options.map((option) => option.textContent)).toEqual(['Diwali19/10/2036', 'Diwali14/11/2020']);
    expect(screen.queryByRole('option', { name: /Holi/ })).not.toBeInTheDocument();
    const option = options[0];
    await user.click(within(option).getByText('Diwali'));
    expect(within(dialog).getByLabelText(/^Post Name/)).toHaveValue('Diwali');

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Festival post created successfully')).toBeInTheDocument();
  }, 20_000);

  it('opens Edit with focus on the chosen festival, shown, its list opening only on a click', async () => {
    const user = userEvent.setup();
    renderDialog({ post: CREATED }, [CHOICES]);
    const dialog = screen.getByRole('dialog', { name: 'Edit Festival Post' });
    const festival = within(dialog).getByPlaceholderText('Type to search festivals');
    await waitFor(() => expect(festival).toHaveFocus());
    await waitFor(() => expect(festival).toHaveValue('Diwali'));
    expect(screen.queryByRole('option', { name: 'Holi' })).not.toBeInTheDocument();

    await user.click(festival);
    expect(await screen.findByRole('option', { name: /Holi/ })).toBeInTheDocument();
  }, 20_000);

  it('asks before an Escape throws away text typed in the festival search (issue 28.4)', async () => {
    const user = userEvent.setup();
    renderDialog({ startDay: '2036-11-05' }, [CHOICES]);
    const dialog = screen.getByRole('dialog', { name: 'Add Festival Post' });
    const festival = within(dialog).getByPlaceholderText('Type to search festivals');
    await user.click(festival);
    await user.type(festival, 'Hol');
    expect(await screen.findByRole('option', { name: /Holi/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(festival).toHaveValue('Hol');
    expect(screen.getByRole('dialog', { name: 'Add Festival Post' })).toBeInTheDocument();
  }, 20_000);

  it('offers Delete Festival Post in edit mode, with the spec’s confirmation', async () => {
    const user = userEvent.setup();
    renderDialog({ post: CREATED }, [CHOICES, trashRetentionResponse]);
    const dialog = screen.getByRole('dialog', { name: 'Edit Festival Post' });
    expect(within(dialog).getByLabelText(/^Post Name/)).toHaveValue('Diwali');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Festival Post' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure want to delete this?')).toBeInTheDocument();
    // Issue 28.2: the post goes to the Trash, so the dialog says so and until when, not "can't recover it".
    expect(within(confirm).getByText("This moves 'Diwali' to the Trash.")).toBeInTheDocument();
    expect(await within(confirm).findByText(/^You can restore it from the Trash until \d\d\/\d\d\/\d{4} \(30 days\)\.$/)).toBeInTheDocument();
    expect(confirm).not.toHaveTextContent("can't recover");
  }, 20_000);

  it('marks Post Name required, and refuses a start or end before today unless the post already had it (issue 21.4)', async () => {
    const user = userEvent.setup();
    const today = todayInIndia();
    const yesterday = addDays(today, -1);
    renderDialog({ startDay: yesterday }, [CHOICES]);
    const dialog = screen.getByRole('dialog', { name: 'Add Festival Post' });
    const postName = within(dialog).getByLabelText(/^Post Name/);
    // The FormGroup's label carries the same '*' as the other required fields.
    expect(postName.closest('.bp6-form-group')?.querySelector('.bp6-label')).toHaveTextContent(/^Post Name\s*\*$/);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Start Date cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByText('End Date cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByText('PostName is required')).toBeInTheDocument();
    expect(pastDayRefusal(today, today)).toBeUndefined();
    // A post that already started last week keeps its start; its end may not be moved into the past.
    const started = { postStartDate: addDays(today, -7), postEndDate: today };
    expect(pastDayRefusal(started.postStartDate, today, started)).toBeUndefined();
    expect(pastDayRefusal(started.postStartDate, yesterday, started)).toBe('End Date cannot be in the past');
    expect(pastDayRefusal(yesterday, today, started)).toBe('Start Date cannot be in the past');
  }, 20_000);
});
