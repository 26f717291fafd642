import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { clearToasts } from '../core/toaster';
import { renderAdmin, staffUser } from '../test-support/renderAdmin';
import { FrameFieldsDocument } from './graphql/frameFields';
import { FramesDocument } from './graphql/frames';

const FRAMES = {
  request: { query: FramesDocument, variables: { page: 1, limit: 5 } },
  result: { data: { frames: { __typename: 'FramePage', totalCount: 0, items: [] } } },
};

const FRAME_FIELDS = {
  request: { query: FrameFieldsDocument },
  result: {
    data: {
      frameFields: [
        {
          __typename: 'FrameField',
          id: 'ff1',
          title: 'Name',
          variableName: 'name',
          type: 'text',
          isElection: false,
          frameCount: 0,
          image: null,
        },
      ],
    },
  },
};

// Issue 29: a member who chose ગુજરાતી edits frames in Gujarati.
describe('the frames screen and the frame editor in Gujarati', () => {
  beforeEach(async () => {
    // jsdom has no ResizeObserver; the editor's pane follows the window with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    await act(() => applyLanguage('gu'));
  });

  afterEach(async () => {
    clearToasts();
    localStorage.clear();
    vi.unstubAllGlobals();
    await act(() => applyLanguage('en'));
  });

  it('names the screen, its tabs and Add Frame, and the editor its fields, buttons and refusals', async () => {
    const user = userEvent.setup();
    renderAdmin('/frames', { signedInAs: staffUser('admin', { language: 'gu' }), responses: [FRAMES, FRAME_FIELDS] });

    expect(await screen.findByRole('heading', { name: 'ફ્રેમ્સ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ફ્રેમ ફીલ્ડ્સ' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'ફ્રેમ ઉમેરો' }));

    const editor = await screen.findByRole('dialog', { name: 'ફ્રેમ ઉમેરો' }, { timeout: 10_000 });
    expect(within(editor).getByLabelText(/ફ્રેમનું નામ/)).toBeInTheDocument();
    expect(within(editor).getByRole('switch', { name: 'લાઇવ પ્રિવ્યૂ' })).toBeInTheDocument();
    expect(within(editor).getByRole('heading', { name: 'વિસ્તારો' })).toBeInTheDocument();
    expect(within(editor).getByText('પહેલાં ફ્રેમની છબી ઉમેરો.')).toBeInTheDocument();
    expect(within(editor).getByText('ફ્રેમની છબી નથી')).toBeInTheDocument();
    expect(within(editor).getByRole('application', { name: 'ફ્રેમની છબી: વિસ્તાર દોરવા માટે ખેંચો' })).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'રદ કરો' })).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'સબમિટ કરો' }));
    expect(await within(editor).findByText('ફ્રેમનું નામ જરૂરી છે')).toBeInTheDocument();
    expect(within(editor).getByText('ફ્રેમની છબી જરૂરી છે')).toBeInTheDocument();
    expect(within(editor).getByText('વિસ્તાર પસંદ કરવો જરૂરી છે')).toBeInTheDocument();
  });
});
