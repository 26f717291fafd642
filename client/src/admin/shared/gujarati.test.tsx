import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, msg } from '../core/i18n/i18n';
import { clearToasts, showSuccessToast } from '../core/toaster';
import { DataTable } from './DataTable';
import { FormDialog } from './FormDialog';

/** Issue 29: the shared pieces show config and manifest texts (English keys) in Gujarati. */
describe('the shared pieces in Gujarati', () => {
  beforeEach(async () => {
    await act(() => applyLanguage('gu'));
  });
  afterEach(async () => {
    clearToasts();
    await act(() => applyLanguage('en'));
  });

  it('translates a table’s headers, its empty state and its search box', () => {
    render(
      <DataTable<{ id: string; name: string }>
        label={msg('Trash')}
        rows={[]}
        columns={[{ id: 'name', header: msg('Name'), value: (row) => row.name }]}
        rowKey={(row) => row.id}
        actions={[{ label: msg('Edit'), icon: 'edit', onClick: () => undefined }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'નામ' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ક્રિયાઓ' })).toBeInTheDocument();
    expect(screen.getByText('કોઈ માહિતી ઉપલબ્ધ નથી')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'શોધો...' })).toBeInTheDocument();
  });

  it('translates a form’s title, labels, buttons and the required message', async () => {
    render(
      <FormDialog<{ name: string }>
        isOpen
        mode="add"
        entityName={msg('Image')}
        fields={[{ name: 'name', label: msg('Name'), required: true, helperText: msg('Lower numbers come first in the app') }]}
        initialValues={{ name: '' }}
        onSubmit={() => Promise.resolve(true)}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'છબી ઉમેરો' })).toBeInTheDocument();
    expect(screen.getByLabelText(/નામ/)).toBeInTheDocument();
    expect(screen.getByText('નાની સંખ્યા એપમાં પહેલાં આવે છે')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'રદ કરો' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'સબમિટ કરો' }));
    expect(await screen.findByText('નામ જરૂરી છે')).toBeInTheDocument();
  });

  it('translates a toast given its English text', async () => {
    showSuccessToast(msg('Restored successfully'), { text: msg('Undo'), onClick: () => undefined });
    expect(await screen.findByText('સફળતાપૂર્વક પાછું લાવ્યા')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'પૂર્વવત્ કરો' })).toBeInTheDocument();
  });
});
