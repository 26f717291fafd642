import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FormErrors, type FormField, type FormMode } from './FormDialog';
import { FormDialogHarness, openFormDialog } from '../test-support/FormDialogHarness';

interface PersonValues extends Record<string, unknown> {
  name: string;
  email: string;
  password: string;
  role: string;
  active: boolean;
}

const FIELDS: FormField<PersonValues>[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    required: (_values, mode) => mode === 'add',
    helperText: (mode) => (mode === 'edit' ? 'Leave blank to keep the current password.' : undefined),
  },
  {
    name: 'role',
    label: 'Role',
    type: 'select',
    required: true,
    options: [
      { label: 'Admin', value: 'admin' },
      { label: 'Employee', value: 'employee' },
    ],
  },
  { name: 'active', label: 'Is Active', type: 'switch' },
];

const EMPTY: PersonValues = { name: '', email: '', password: '', role: '', active: false };

/** A screen that opens the dialog, as list pages do. */
function Harness({
  onSubmit,
  mode,
  initialValues = EMPTY,
}: {
  onSubmit: (values: PersonValues) => Promise<boolean | FormErrors<PersonValues>>;
  mode?: FormMode;
  initialValues?: PersonValues;
}) {
  return <FormDialogHarness mode={mode} entityName="Person" fields={FIELDS} initialValues={initialValues} onSubmit={onSubmit} />;
}

/** Opens the dialog and waits until it has put focus in its first field, as a user would see. */
const openDialog = (user: ReturnType<typeof userEvent.setup>) => openFormDialog(user);

describe('FormDialog', () => {
  it('returns focus to the button that opened it when it closes', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn(async () => true)} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await openDialog(user);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('focuses the first field on open, and the first field in error after an invalid submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<Harness onSubmit={onSubmit} />);
    await openDialog(user);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());

    await user.type(screen.getByLabelText(/^Name/), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Name is filled; Email is the first field still needing an answer.
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under its field and focuses it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({ email: 'A user with this email already exists' }));
    render(<Harness onSubmit={onSubmit} />);
    await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), 'Asha');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-123');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it("is titled 'Add {entity}' in add mode and 'Edit {entity}' in edit mode", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness onSubmit={vi.fn()} />);
    await openDialog(user);
    expect(screen.getByRole('heading', { name: 'Add Person' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    unmount();

    render(<Harness onSubmit={vi.fn()} mode="edit" />);
    await openDialog(user);
    expect(screen.getByRole('heading', { name: 'Edit Person' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByText('Leave blank to keep the current password.')).toBeInTheDocument();
  });

  it("shows '{label} is required' under each empty required field on submit, and does not submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await openDialog(user);
    // Nothing is shown before the first submit.
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // Messages follow the typing once shown.
    await user.type(screen.getByLabelText(/^Name/), 'Asha');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it("says 'Invalid email address' for a malformed email", async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    await openDialog(user);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('does not require a field whose rule depends on the mode', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(true);
    render(
      <Harness
        onSubmit={onSubmit}
        mode="edit"
        initialValues={{ name: 'Asha', email: 'asha@example.com', password: '', role: 'admin', active: true }}
      />,
    );
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Asha',
        email: 'asha@example.com',
        password: '',
        role: 'admin',
        active: true,
      },
      expect.anything(),
    );
  });

  it('submits typed values with a spinner, then closes and starts fresh when reopened', async () => {
    const user = userEvent.setup();
    let finish: (saved: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<Harness onSubmit={onSubmit} />);
    await openDialog(user);

    await user.type(screen.getByLabelText(/^Name/), 'Asha');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-123');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'employee');
    await user.click(screen.getByRole('switch', { name: 'Is Active' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Asha',
        email: 'asha@example.com',
        password: 'secret-123',
        role: 'employee',
        active: true,
      },
      expect.anything(),
    );
    // Blueprint replaces a loading button's text with a spinner.
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('.bp6-button-spinner')).not.toBeNull());

    finish(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openDialog(user);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('stays open with the typed values when saving fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(false);
    render(<Harness onSubmit={onSubmit} mode="edit" initialValues={{ ...EMPTY, email: 'a@b.co', role: 'admin' }} />);
    await openDialog(user);
    await user.type(screen.getByLabelText(/^Name/), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha');
  });
});
