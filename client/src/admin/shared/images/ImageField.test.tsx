import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageField } from './ImageField';
import { addChosenFiles, MAX_IMAGE_BYTES } from './imageRules';

function image(name: string, size = 1_000, type = name.endsWith('.png') ? 'image/png' : 'image/jpeg'): File {
  return new File([new Uint8Array(size)], name, { type });
}

function Harness({ max, onValue = () => {} }: { max: number; onValue?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <label htmlFor="field">Images</label>
      <ImageField
        id="field"
        value={files}
        max={max}
        onChange={(next) => {
          setFiles(next);
          onValue(next);
        }}
      />
    </>
  );
}

// The browser's own filter would hide wrong types from the picker; a drop or an
// "All files" choice still brings them, so test without it.
const setupUser = () => userEvent.setup({ applyAccept: false });

describe('ImageField', () => {
  it('previews chosen png and jpg files, each removable', async () => {
    const user = setupUser();
    const onValue = vi.fn();
    render(<Harness max={50} onValue={onValue} />);
    await user.upload(screen.getByLabelText('Images'), [image('a.png'), image('b.jpg'), image('c.JPEG')]);
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    expect(within(chosen).getByText('b.jpg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(onValue).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'c.JPEG' })]);
  });

  it('refuses, per file, one over 2,000,000 bytes and one of another type, and keeps the good ones', async () => {
    const user = setupUser();
    const onValue = vi.fn();
    render(<Harness max={50} onValue={onValue} />);
    await user.upload(screen.getByLabelText('Images'), [
      image('exact.png', MAX_IMAGE_BYTES),
      image('big.jpg', MAX_IMAGE_BYTES + 1),
      image('notes.pdf', 10, 'application/pdf'),
      image('fake.gif', 10, 'image/gif'),
    ]);
    const refused = screen.getByRole('list', { name: 'Files not added' });
    expect(within(refused).getByText('big.jpg').closest('li')).toHaveTextContent('big.jpg: Each image must be at most 2 MB (2,000,000 bytes)');
    expect(within(refused).getByText('notes.pdf').closest('li')).toHaveTextContent('notes.pdf: Only png, jpg and jpeg images are allowed');
    expect(within(refused).getByText('fake.gif').closest('li')).toHaveTextContent('Only png, jpg and jpeg images are allowed');
    // Exactly 2,000,000 bytes is allowed.
    expect(onValue).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'exact.png' })]);
  });

  it("says 'Only 50 allowed' and takes none of a choice that would pass 50 files", async () => {
    const user = setupUser();
    const onValue = vi.fn();
    render(<Harness max={50} onValue={onValue} />);
    const input = screen.getByLabelText('Images');
    await user.upload(
      input,
      Array.from({ length: 48 }, (_, index) => image(`${index}.png`)),
    );
    await user.upload(input, [image('x.png'), image('y.png'), image('z.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum allowed number of files exceeded. Only 50 allowed');
    expect(onValue).toHaveBeenLastCalledWith(expect.any(Array));
    expect(onValue.mock.lastCall?.[0]).toHaveLength(48);
  });

  it("with max 1, says 'Only 1 allowed' for two files and replaces the file on a new choice", async () => {
    const user = setupUser();
    const onValue = vi.fn();
    render(<Harness max={1} onValue={onValue} />);
    const zone = screen.getByRole('button', { name: /click to choose one/ });
    // Named by what it shows (axe label-content-name-mismatch).
    expect(zone).toHaveAccessibleName(/^Drop a png, jpg or jpeg image here, or click to choose one/);
    fireEvent.drop(zone, { dataTransfer: { files: [image('a.png'), image('b.png')], types: ['Files'] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum allowed number of files exceeded. Only 1 allowed');
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Images'), image('first.png'));
    await user.upload(screen.getByLabelText('Images'), image('second.jpg'));
    expect(onValue).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'second.jpg' })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the file picker from the keyboard', async () => {
    const user = setupUser();
    render(<Harness max={1} />);
    const input = screen.getByLabelText<HTMLInputElement>('Images');
    const click = vi.spyOn(input, 'click');
    screen.getByRole('button', { name: /click to choose one/ }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('shows the stored images before the chosen ones', () => {
    render(<ImageField value={[]} onChange={() => {}} existing={[{ id: '1', path: '/uploads/a.png', thumbnailPath: '/uploads/a.thumb.webp' }]} />);
    expect(screen.getByRole('img', { name: 'Current image 1' })).toHaveAttribute('src', `${window.location.origin}/uploads/a.thumb.webp`);
  });
});

describe('addChosenFiles', () => {
  it('adds to the current files up to the limit', () => {
    const current = [image('a.png')];
    expect(addChosenFiles(current, [image('b.png')], 2).files.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(addChosenFiles(current, [image('b.png'), image('c.png')], 2).tooMany).toBe('Maximum allowed number of files exceeded. Only 2 allowed');
  });
});
