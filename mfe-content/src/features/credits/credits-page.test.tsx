import '@testing-library/jest-dom';
import manifest from '@haveli/ui/src/picture/photos.json';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { CreditsPage } from './credits-page';
import { PHOTO_CREDITS } from './photo-credits';

describe('CreditsPage', () => {
  it('credits every photograph the site ships, no more', () => {
    expect(PHOTO_CREDITS.map((credit) => credit.name).sort()).toEqual(Object.keys(manifest).sort());
  });

  it('names each photographer, links the source and the licence, and shows the photo', () => {
    renderPage(<CreditsPage />, { url: '/credits' });
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Credits' })).toBeInTheDocument();
    const spa = screen.getByRole('img', { name: 'The spa’s relaxation lounge' }).closest('figure')!;
    expect(within(spa).getByRole('link', { name: 'Birk Enwald' })).toHaveAttribute(
      'href',
      'https://unsplash.com/@birkenwald',
    );
    expect(within(spa).getByRole('link', { name: 'Unsplash License' })).toHaveAttribute(
      'href',
      'https://unsplash.com/license',
    );
    expect(within(spa).getByRole('link', { name: /^source/ })).toHaveAttribute(
      'href',
      expect.stringContaining('znZXwcHdKwM'),
    );
    expect(screen.getAllByRole('figure')).toHaveLength(Object.keys(manifest).length);
  });
});
