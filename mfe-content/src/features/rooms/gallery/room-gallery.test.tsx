import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { RoomGallery } from './room-gallery';

describe('RoomGallery', () => {
  it('shows the room type’s own picture first, then the hotel’s spaces, each a button naming what it shows', () => {
    render(
      <RoomGallery
        room={{ title: 'Deluxe Jharokha Room', image: '/api/images/photos/room-king-classic-800.webp' }}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'View photo 1 of 4: Deluxe Jharokha Room',
      'View photo 2 of 4: The relaxation lounge of Chandan Spa',
      'View photo 3 of 4: The Verandah, our rooftop restaurant, at dusk',
      'View photo 4 of 4: The lounge of Diwan-e-Khas, our Mughlai restaurant',
    ]);
    // Every picture reserves its shape and waits until it is near the screen.
    for (const image of document.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
  });

  it('keeps a room type without a photo on its drawing', () => {
    render(<RoomGallery room={{ title: 'Heritage Mirror Room', image: '/api/images/room-heritage.svg' }} />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/images/room-heritage.svg');
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });
});
