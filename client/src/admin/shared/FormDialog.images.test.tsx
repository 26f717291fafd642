import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type FormField, FormDialog, type FormMode } from './FormDialog';
import type { UploadControls } from './images/types';

interface SliderValues extends Record<string, unknown> {
  sliderName: string;
  sliderImage: File[];
}

const fields = (mode: FormMode): FormField<SliderValues>[] => [
  { name: 'sliderName', label: 'Slider Name', required: true },
  {
    name: 'sliderImage',
    label: 'Slider Image',
    type: 'images',
    max: 1,
    required: (_values, current) => current === 'add',
    existingImages: mode === 'edit' ? [{ id: 'i1', path: '/uploads/old.png', thumbnailPath: '/uploads/old.thumb.webp' }] : [],
  },
];

function Harness({ onSubmit, mode = 'add' }: { onSubmit: (values: SliderValues, upload: UploadControls) => Promise<boolean>; mode?: FormMode }) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog
      isOpen={open}
      mode={mode}
      entityName="Slider"
      fields={fields(mode)}
      initialValues={{ sliderName: mode === 'edit' ? 'Old' : '', sliderImage: [] }}
      onSubmit={onSubmit}
      onClose={() => setOpen(false)}
    />
  );
}

const png = (name: string) => new File([new Uint8Array(500)], name, { type: 'image/png' });

describe('FormDialog images field', () => {
  it("requires a file on add with '{label} is required'", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Slider Name/), 'Diwali');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Slider Image is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the chosen File, shows the upload percentage, and Cancel aborts the upload', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const onSubmit = vi.fn((_values: SliderValues, upload: UploadControls) => {
      signal = upload.signal;
      upload.onUploadProgress({ loaded: 40, total: 100, fraction: 0.4 });
      return new Promise<boolean>((resolve) => upload.signal.addEventListener('abort', () => resolve(false)));
    });
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Slider Name/), 'Diwali');
    await user.upload(screen.getByLabelText(/^Slider Image/), png('diwali.png'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledWith({ sliderName: 'Diwali', sliderImage: [expect.any(File)] }, expect.anything());
    expect(onSubmit.mock.calls[0][0].sliderImage[0].name).toBe('diwali.png');
    await screen.findByText('40%');
    expect(screen.getByRole('progressbar', { name: 'Uploading 40%' })).toHaveAttribute('aria-valuenow', '40');

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    // Still open with the chosen file, the bar gone.
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /^Uploading/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove diwali.png' })).toBeInTheDocument();
  });

  it('on edit shows the current image and saves without a new file', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(true);
    render(<Harness onSubmit={onSubmit} mode="edit" />);
    expect(screen.getByRole('img', { name: 'Current image 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ sliderName: 'Old', sliderImage: [] }, expect.anything());
    // No files, so no upload bar.
    expect(screen.queryByRole('progressbar', { name: /^Uploading/ })).not.toBeInTheDocument();
  });
});
