import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubcategoryImagesDocument } from '../../subcategories/graphql/subcategoryImages';
import { clearToasts } from '../../core/toaster';
import { GalleryDialog, moveItem } from './GalleryDialog';
import { DeleteImageDocument } from './graphql/deleteImage';
import { ReorderImagesDocument } from './graphql/reorderImages';

function image(id: string, position: number) {
  return {
    __typename: 'Image' as const,
    id,
    path: `/uploads/${id}.png`,
    thumbnailPath: `/uploads/${id}.thumb.webp`,
    width: 10,
    height: 10,
    originalName: `${id}.png`,
    position,
  };
}

const imagesResponse = (ids: string[]) => ({
  request: { query: SubcategoryImagesDocument, variables: { id: 'sub-1' } },
  result: { data: { subcategoryImages: ids.map((id, index) => image(id, index)) } },
});

function renderGallery(mocks: MockedProviderProps['mocks'], addImages = vi.fn().mockResolvedValue(true), onClose = () => {}) {
  render(
    <MockedProvider mocks={mocks}>
      <GalleryDialog
        isOpen
        onClose={onClose}
        recordId="sub-1"
        recordName="Rangoli"
        imagesQuery={SubcategoryImagesDocument}
        selectImages={(data) => data.subcategoryImages}
        addImages={addImages}
      />
    </MockedProvider>,
  );
  return addImages;
}

async function order() {
  const gallery = await screen.findByRole('list', { name: 'Gallery' });
  return within(gallery)
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
}

describe('GalleryDialog', () => {
  afterEach(() => clearToasts());

  it('moves an item to a new place', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('loads the existing images first and saves a keyboard move on the server', async () => {
    const user = userEvent.setup();
    const reorder = vi.fn(() => ({ data: { reorderImages: [image('a', 0), image('c', 1), image('b', 2)] } }));
    renderGallery([
      imagesResponse(['a', 'b', 'c']),
      { request: { query: ReorderImagesDocument, variables: { ids: ['a', 'c', 'b'] } }, result: reorder },
      imagesResponse(['a', 'c', 'b']),
    ]);
    expect(await order()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move image 3 earlier' }));
    expect(await screen.findByText('Image order saved')).toBeInTheDocument();
    expect(reorder).toHaveBeenCalled();
    expect(await order()).toEqual(['a.png', 'c.png', 'b.png']);
  });

  it('removes an image only after confirmation', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(() => ({ data: { deleteImage: { __typename: 'Image', id: 'b' } } }));
    renderGallery([
      imagesResponse(['a', 'b']),
      { request: { query: DeleteImageDocument, variables: { id: 'b' } }, result: remove },
      imagesResponse(['a']),
    ]);
    await order();
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
    expect(remove).toHaveBeenCalled();
    expect(await order()).toEqual(['a.png']);
  });

  it("keeps Upload disabled until a file is chosen, then hands the chosen files to the screen's mutation", async () => {
    const user = userEvent.setup();
    const addImages = renderGallery([imagesResponse([]), imagesResponse(['n'])]);
    await screen.findByText('No images yet. Add some below.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(addImages).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText(/^Add images/), [new File(['x'], 'n.png', { type: 'image/png' })]);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(addImages).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'n.png' })],
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(await order()).toEqual(['n.png']);
    // The chosen files are cleared after a successful upload, and Upload waits for the next ones.
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('asks before Done drops files chosen but not uploaded; with none chosen, Done closes at once', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderGallery([imagesResponse([])], undefined, onClose);
    await screen.findByText('No images yet. Add some below.');
    await user.upload(screen.getByLabelText(/^Add images/), [new File(['x'], 'n.png', { type: 'image/png' })]);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Chosen images' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove n.png' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('GalleryDialog when the images cannot be loaded', () => {
  afterEach(() => clearToasts());

  it('says so with a Retry instead of an empty gallery', async () => {
    const user = userEvent.setup();
    renderGallery([
      { request: { query: SubcategoryImagesDocument, variables: { id: 'sub-1' } }, error: new Error('offline') },
      imagesResponse(['a']),
    ]);
    expect(await screen.findAllByText('Failed to get images')).not.toHaveLength(0);
    expect(screen.queryByText('No images yet. Add some below.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await order()).toEqual(['a.png']);
  });
});
