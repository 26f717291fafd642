import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageThumbs, imageUrl } from './ImageThumbs';
import { StatusTag } from './StatusTag';

describe('ImageThumbs', () => {
  it("shows up to 2 thumbnails and a '+N' count for the rest", () => {
    render(<ImageThumbs alt="Diwali" images={['/uploads/a.png', '/uploads/b.png', '/uploads/c.png', '/uploads/d.png']} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('src', `${window.location.origin}/uploads/a.png`);
    expect(screen.getByText('+2')).toBeInTheDocument();
    // The button's name holds what it shows (axe label-content-name-mismatch).
    expect(screen.getByRole('button')).toHaveAccessibleName('View 4 images of Diwali, +2 more');
  });

  it('shows no count when every image fits', () => {
    render(<ImageThumbs alt="Holi" images={['/uploads/a.png']} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('loads thumbnails in the cell and opens the originals in a larger view on click', async () => {
    const user = userEvent.setup();
    const images = ['a', 'b', 'c'].map((name) => ({ path: `/uploads/${name}.png`, thumbnailPath: `/uploads/${name}.thumb.webp` }));
    render(<ImageThumbs alt="Diwali" images={images} />);
    expect(screen.getByRole('img', { name: 'Diwali 1' })).toHaveAttribute('src', `${window.location.origin}/uploads/a.thumb.webp`);

    await user.click(screen.getByRole('button', { name: 'View 3 images of Diwali, +1 more' }));
    const viewer = await screen.findByRole('dialog');
    expect(screen.getByRole('img', { name: 'Diwali, image 1 of 3' })).toHaveAttribute('src', `${window.location.origin}/uploads/a.png`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(viewer.querySelector('img')).toHaveAttribute('src', `${window.location.origin}/uploads/b.png`);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('img', { name: 'Diwali, image 3 of 3' })).toBeInTheDocument();
  });

  it('prefixes stored paths with the site root and leaves full URLs alone', () => {
    expect(imageUrl('uploads/x.jpg')).toBe(`${window.location.origin}/uploads/x.jpg`);
    expect(imageUrl('https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
  });
});

describe('StatusTag', () => {
  it('reads Active or Inactive', () => {
    const { rerender } = render(<StatusTag active />);
    expect(screen.getByText('Active').closest('.bp6-tag')).toHaveClass('bp6-intent-success');
    rerender(<StatusTag active={false} />);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });
});
