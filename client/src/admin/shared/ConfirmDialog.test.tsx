import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MAIN_CONTENT_ID } from '../core/landmarks';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('returns focus to the button that opened it when cancelled', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Remove row
          </button>
          <ConfirmDialog isOpen={open} onConfirm={vi.fn()} onClose={() => setOpen(false)} />
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Remove row' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("puts focus on the page's main region when the button that asked went with its row", async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(false);
      const [rows, setRows] = useState(['Diwali']);
      return (
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {rows.map((row) => (
            <button key={row} type="button" onClick={() => setOpen(true)}>
              Delete {row}
            </button>
          ))}
          <ConfirmDialog isOpen={open} onConfirm={() => setRows([])} onClose={() => setOpen(false)} />
        </main>
      );
    }
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete Diwali' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('focuses the confirm button, so Enter confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDialog isOpen onConfirm={onConfirm} onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("asks the spec's delete question with Cancel and Delete", () => {
    render(<ConfirmDialog isOpen onConfirm={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure want to delete this?');
    expect(dialog).toHaveTextContent("If you delete this record, you can't recover it");
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('Cancel closes without running the action', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDialog isOpen onConfirm={onConfirm} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Delete runs the action, waits for it, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(<ConfirmDialog isOpen onConfirm={onConfirm} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('renders nothing when closed', () => {
    render(<ConfirmDialog isOpen={false} onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
