import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayInput } from './DayInput';
import { FestivalSuggest } from '../posts/FestivalSuggest';
import { DISCARD_TITLE } from './dialogGuards';
import { type FormErrors, type FormField } from './FormDialog';
import { FormDialogHarness, openFormDialog } from '../test-support/FormDialogHarness';
import { clearToasts } from '../core/toaster';

interface EventValues extends Record<string, unknown> {
  name: string;
  day: string;
  festivalId: string;
}

const FESTIVALS = [
  { id: 'f1', festivalName: 'Diwali', festivalDate: '2030-10-20' },
  { id: 'f2', festivalName: 'Holi', festivalDate: '2030-03-10' },
];

const FIELDS: FormField<EventValues>[] = [
  { name: 'name', label: 'Name', required: true },
  {
    name: 'day',
    label: 'Day',
    type: 'custom',
    render: ({ id, value, setValue }) => <DayInput id={id} value={value as string} onChange={(day) => setValue(day)} />,
  },
  {
    name: 'festivalId',
    label: 'Festival',
    type: 'custom',
    render: ({ id, value, setValue }) => (
      <FestivalSuggest id={id} choices={FESTIVALS} value={value as string} onChange={(festival) => setValue(festival.id)} />
    ),
  },
];

const EMPTY: EventValues = { name: '', day: '', festivalId: '' };

function Harness({ onSubmit = async () => true }: { onSubmit?: (values: EventValues) => Promise<boolean | FormErrors<EventValues>> }) {
  return <FormDialogHarness entityName="Event" fields={FIELDS} initialValues={EMPTY} onSubmit={onSubmit} />;
}

const openDialog = (user: ReturnType<typeof userEvent.setup>) => openFormDialog(user, 'Add Event');

const discardQuestion = () => screen.queryByRole('alertdialog', { name: DISCARD_TITLE });

afterEach(() => {
  act(() => clearToasts());
});

describe('FormDialog: Escape, unsaved changes and refusals', () => {
  it('Escape in the date picker closes only the calendar, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), 'Navratri');
    await user.click(screen.getByLabelText(/^Day/));
    // The calendar's month caption shows while it is open.
    await waitFor(() => expect(document.querySelector('.bp6-datepicker')).not.toBeNull());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.bp6-datepicker')).toBeNull());
    expect(dialog).toBeInTheDocument();
    expect(discardQuestion()).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Navratri');
  });

  it('Escape in the festival autocomplete closes only its list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    await user.type(screen.getByLabelText(/^Festival/), 'Di');
    await screen.findByRole('option', { name: /Diwali/ });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Diwali/ })).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    expect(discardQuestion()).not.toBeInTheDocument();
  });

  it('asks before Escape, Cancel or the close button throw away changes; Keep editing keeps them, Discard closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), 'Navratri');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: DISCARD_TITLE });
    // Enter after a stray Escape keeps the work: focus starts on Keep editing.
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(discardQuestion()).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Navratri');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(discardQuestion()).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Event' })).not.toBeInTheDocument());

    // Opened again, it starts fresh and closes at once while unchanged.
    await openDialog(user);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Event' })).not.toBeInTheDocument());
    expect(discardQuestion()).not.toBeInTheDocument();
  });

  it('after Keep editing focus is back in the field; after Discard it is back on the button that opened the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), 'Navratri');

    await user.keyboard('{Escape}');
    await user.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(discardQuestion()).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());

    // Both dialogs close together: only the form's opener gets focus back,
    // not the field that asked (which goes with its dialog).
    await user.keyboard('{Escape}');
    await user.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Event' })).not.toBeInTheDocument());
    await waitFor(() => expect(discardQuestion()).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('a change typed back to the opening value counts as no change', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), 'A');
    await user.keyboard('{Backspace}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Event' })).not.toBeInTheDocument());
    expect(discardQuestion()).not.toBeInTheDocument();
  });

  it('puts a refusal naming a field under it with focus there, toasts one naming no field of the form, and Escape still works', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(values: EventValues) => Promise<boolean | FormErrors<EventValues>>>()
      .mockResolvedValueOnce({ name: 'An event with this name already exists' })
      .mockResolvedValueOnce({ planName: 'A plan with this name already exists' });
    render(<Harness onSubmit={onSubmit} />);
    const dialog = await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), 'Navratri');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('An event with this name already exists')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());

    // A field the form does not have: a toast, and focus stays in the dialog.
    await user.type(screen.getByLabelText(/^Name/), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A plan with this name already exists')).toBeInTheDocument();
    expect(within(dialog).queryByText('A plan with this name already exists')).not.toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: DISCARD_TITLE })).toBeInTheDocument();
  });
});
