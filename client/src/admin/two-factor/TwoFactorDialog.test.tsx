import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { dashboardResponse } from '../test-support/responses';
import { BeginTwoFactorSetupDocument } from './graphql/beginTwoFactorSetup';
import { ConfirmTwoFactorSetupDocument } from './graphql/confirmTwoFactorSetup';
import { TwoFactorStatusDocument } from './graphql/twoFactorStatus';
import { TwoFactorDialog } from './TwoFactorDialog';

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-wxyz${index}`);

function statusResponse(enabled: boolean, recoveryCodesLeft = 0) {
  return {
    request: { query: TwoFactorStatusDocument },
    result: { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled, required: false, recoveryCodesLeft } } },
  };
}

describe('two-factor dialog', () => {
  afterEach(() => {
    clearToasts();
    localStorage.clear();
  });

  it('turns two-factor sign-in on: QR code and key, a refused code shown in the dialog, then the recovery codes once', async () => {
    const user = userEvent.setup();
    renderAdmin('/dashboard', {
      signedInAs: staffUser('admin', { name: 'Asha Patel' }),
      responses: [
        dashboardResponse(),
        statusResponse(false),
        {
          request: { query: BeginTwoFactorSetupDocument },
          result: { data: { beginTwoFactorSetup: { __typename: 'TwoFactorSetup', secret: 'JBSWY3DPEHPK3PXP', qrCode: QR } } },
        },
        {
          request: { query: ConfirmTwoFactorSetupDocument, variables: { input: { code: '111111' } } },
          result: { errors: [{ message: 'Invalid code', extensions: { code: 'BAD_USER_INPUT', field: 'code' } }] },
        },
        {
          request: { query: ConfirmTwoFactorSetupDocument, variables: { input: { code: '123456' } } },
          result: { data: { confirmTwoFactorSetup: { __typename: 'RecoveryCodes', codes: CODES } } },
        },
        statusResponse(true, 10),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha Patel' }));
    await user.click(await screen.findByRole('button', { name: 'Two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    expect(await within(dialog).findByText(/Two-factor sign-in is off/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Set up' }));

    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', QR);
    expect(within(dialog).getByLabelText('Secret key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const turnOn = within(dialog).getByRole('button', { name: 'Turn on' });
    expect(turnOn).toBeDisabled();

    const code = within(dialog).getByLabelText('Code');
    await user.type(code, '111111');
    await user.click(turnOn);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid code');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('abcd0-wxyz0')).toBeInTheDocument();
    expect(await screen.findByText('Two-factor sign-in is on')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument());
  });
});

describe('two-factor dialog in Gujarati', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('explains the first step and offers Set up in Gujarati', async () => {
    await act(() => applyLanguage('gu'));
    render(
      <MockedProvider mocks={[statusResponse(false)]}>
        <TwoFactorDialog isOpen onClose={() => {}} />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'બે-પગલાંનું લૉગિન' });
    expect(await within(dialog).findByText(/^બે-પગલાંનું લૉગિન બંધ છે\. તેને ચાલુ કરવાથી/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'સેટ અપ કરો' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'બંધ કરો' })).toBeInTheDocument();
  });
});
