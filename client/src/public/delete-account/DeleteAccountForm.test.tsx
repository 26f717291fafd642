import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountForm } from './DeleteAccountForm';

// A unit test of the component: fetch is stubbed here; the real server is
// exercised by test/e2e/delete-account.e2e.ts.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderForm() {
  const user = userEvent.setup();
  render(<DeleteAccountForm />);
  return {
    user,
    mobile: screen.getByLabelText('Mobile Number'),
    pin: screen.getByLabelText('Pin Number'),
    submit: screen.getByRole('button', { name: 'Delete Account' }),
  };
}

describe('DeleteAccountForm', () => {
  it('labels both inputs; the pin is a numeric password field', () => {
    const { mobile, pin } = renderForm();
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  it('shows the required texts under the fields on an empty submit and sends nothing', async () => {
    const { user, mobile, pin, submit } = renderForm();
    await user.click(submit);

    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Mobile Number is required'));
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription('Pin Number is required');
    expect(mobile).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Invalid mobile number" once the field is left with a bad number, and clears it when fixed', async () => {
    const { user, mobile } = renderForm();
    await user.type(mobile, '6123456789');
    expect(screen.queryByText('Invalid mobile number')).not.toBeInTheDocument();
    await user.tab();
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Invalid mobile number'));

    await user.clear(mobile);
    await user.type(mobile, '+919812345678');
    expect(screen.queryByText('Invalid mobile number')).not.toBeInTheDocument();
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  it('posts the mobile and pin, shows a busy button, then replaces the form with the success alert', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, mobile, pin, submit } = renderForm();
    await user.type(mobile, ' 9812345678 ');
    await user.type(pin, '1234');
    await user.click(submit);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/adminapi/auth/deleteaccount');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ mobile: '9812345678', pin: '1234' });

    const busyButton = screen.getByRole('button', { name: /Deleting…/ });
    expect(busyButton).toBeDisabled();

    answer(jsonResponse(200, { message: 'Your account has been deleted', data: null }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account has been deleted');
    // Focus moves in an effect just after the alert appears.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });

  it("shows the server's message when it is a string, and keeps the form", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Mobile number or pin is incorrect' }));
    const { user, mobile, pin, submit } = renderForm();
    await user.type(mobile, '9812345678');
    await user.type(pin, '0000');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile number or pin is incorrect');
    expect(submit).toBeEnabled();
    expect(submit).toHaveTextContent('Delete Account');

    // Editing a field clears the stale server message.
    await user.type(pin, '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a message that is not a string', () => jsonResponse(400, { message: ['mobile must be a string'] })],
    ['a body that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to "Failed to delete your account" for %s', async (_case, answer) => {
    fetchMock.mockImplementation(async () => answer());
    const { user, mobile, pin, submit } = renderForm();
    await user.type(mobile, '9812345678');
    await user.type(pin, '1234');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete your account$/);
    expect(screen.getByLabelText('Mobile Number')).toBeInTheDocument();
  });
});
