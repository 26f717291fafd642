import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect } from 'vitest';
import { FormDialog, type FormDialogProps, type FormMode } from '../shared/FormDialog';

/** A screen that opens the dialog from an 'Open' button, as list pages do; `mode` is 'add' unless said. */
export function FormDialogHarness<Values extends Record<string, unknown>>({
  mode = 'add',
  ...props
}: Omit<FormDialogProps<Values>, 'isOpen' | 'mode' | 'onClose'> & { mode?: FormMode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog {...props} isOpen={open} mode={mode} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Opens the harness's dialog (the one named `dialogName`, when given) and
 * waits until it has put focus in its first field, labelled Name, as a user would see.
 */
export async function openFormDialog(user: ReturnType<typeof userEvent.setup>, dialogName?: string) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', dialogName === undefined ? undefined : { name: dialogName });
  await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  return dialog;
}
