import { HotkeysProvider } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddButton } from './AddButton';

function renderButtons(...buttons: Array<{ text: string; disabled?: boolean }>) {
  const clicks = buttons.map(() => vi.fn());
  render(
    <HotkeysProvider>
      <input aria-label="Name" />
      <select aria-label="Status">
        <option>Active</option>
      </select>
      {buttons.map((button, index) => (
        <AddButton key={button.text} {...button} onClick={clicks[index]} />
      ))}
    </HotkeysProvider>,
  );
  return clicks;
}

describe('AddButton', () => {
  it("is pressed by 'n', which also focuses it", async () => {
    const user = userEvent.setup();
    const [add] = renderButtons({ text: 'Add Slider' });
    await user.keyboard('n');
    expect(add).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add Slider' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add Slider' })).toHaveAttribute('aria-keyshortcuts', 'N');
  });

  it("does nothing on 'n' when disabled (a role that may not add)", async () => {
    const user = userEvent.setup();
    const [add] = renderButtons({ text: 'Add Slider', disabled: true });
    await user.keyboard('n');
    expect(add).not.toHaveBeenCalled();
  });

  it("leaves 'n' alone in a text field or a select", async () => {
    const user = userEvent.setup();
    const [add] = renderButtons({ text: 'Add Slider' });
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('n');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('n');
    screen.getByRole('combobox', { name: 'Status' }).focus();
    await user.keyboard('n');
    expect(add).not.toHaveBeenCalled();
  });

  it('presses only the first enabled one when a page shows two', async () => {
    const user = userEvent.setup();
    const [disabled, first, second] = renderButtons({ text: 'Add Frame', disabled: true }, { text: 'Add Frame Field' }, { text: 'Add Theme Sample' });
    await user.keyboard('n');
    expect(disabled).not.toHaveBeenCalled();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});
