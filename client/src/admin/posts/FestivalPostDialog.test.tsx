import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../shared/toaster';
import { type FestivalPost, FestivalPostDialog } from './FestivalPostDialog';
import { CreateFestivalPostDocument } from './graphql/createFestivalPost';
import { FestivalChoicesDocument } from './graphql/festivalChoices';

const CHOICES = {
  request: { query: FestivalChoicesDocument },
  result: {
    data: {
      festivalChoices: [
        { __typename: 'FestivalChoice', id: 'f1', festivalName: 'Diwali', festivalDate: null },
        { __typename: 'FestivalChoice', id: 'f2', festivalName: 'Holi', festivalDate: '2027-03-22' },
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
  postStartDate: '2026-11-05',
  postEndDate: '2026-11-05',
  status: true,
  start: '2026-11-05',
  end: '2026-11-06',
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
    const { onChanged } = renderDialog({ startDay: '2026-11-05' }, [
      CHOICES,
      {
        request: {
          query: CreateFestivalPostDocument,
          variables: { input: { festivalId: 'f1', postName: 'Diwali', postStartDate: '2026-11-05', postEndDate: '2026-11-05', status: true } },
        },
        result: { data: { createFestivalPost: CREATED } },
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Add Festival Post' });
    expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('05/11/2026');
    expect(within(dialog).getByLabelText(/End Date/)).toHaveValue('05/11/2026');

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Festival is required')).toBeInTheDocument();
    expect(within(dialog).getByText('PostName is required')).toBeInTheDocument();

    await user.type(within(dialog).getByPlaceholderText('Type to search festivals'), 'diw');
    const option = await screen.findByRole('option', { name: 'Diwali' });
    expect(screen.queryByRole('option', { name: /Holi/ })).not.toBeInTheDocument();
    await user.click(within(option).getByText('Diwali'));
    expect(within(dialog).getByLabelText('Post Name')).toHaveValue('Diwali');

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

  it('offers Delete Festival Post in edit mode, with the spec’s confirmation', async () => {
    const user = userEvent.setup();
    renderDialog({ post: CREATED }, [CHOICES]);
    const dialog = screen.getByRole('dialog', { name: 'Edit Festival Post' });
    expect(within(dialog).getByLabelText('Post Name')).toHaveValue('Diwali');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Festival Post' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure want to delete this?')).toBeInTheDocument();
    expect(within(confirm).getByText("If you delete this record, you can't recover it")).toBeInTheDocument();
  }, 20_000);
});
