import { render, screen } from '@testing-library/react';
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
  });

  it('shows no count when every image fits', () => {
    render(<ImageThumbs alt="Holi" images={['/uploads/a.png']} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
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
