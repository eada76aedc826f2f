import { render, screen } from '@testing-library/react';
import { App } from './app';

// A bug outside any remote's area: the header throws while rendering.
jest.mock('../layout/header', () => ({
  Header: () => {
    throw new Error('boom');
  },
}));

it('shows a way out instead of a blank page when the shell itself fails to render', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<App />);
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown. Please reload it.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
