import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a plain button that never submits its form, and answers a click', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Add to cart</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when it is the submit button', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy, says so and cannot be pressed again', async () => {
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Paying…
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Paying…' });
    await userEvent.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('dresses each variant and size in the theme’s classes, for links that look like buttons too', () => {
    render(
      <Button variant="gold" size="lg">
        Book now
      </Button>,
    );

    expect(screen.getByRole('button', { name: 'Book now' })).toHaveClass('btn', 'btn-gold', 'btn-lg');
    expect(buttonClassName('secondary', 'sm', 'w-100')).toBe('btn btn-outline-primary btn-sm w-100');
    expect(buttonClassName()).toBe('btn btn-primary');
  });
});
