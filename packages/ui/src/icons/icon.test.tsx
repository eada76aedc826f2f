import { render, screen } from '@testing-library/react';
import { Castle, Icon } from '.';

describe('Icon', () => {
  it('is hidden from screen readers when it is decoration', () => {
    const { container } = render(<Icon icon={Castle} />);

    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when it carries meaning', () => {
    render(<Icon icon={Castle} label="Heritage rooms" size={32} />);

    const icon = screen.getByRole('img', { name: 'Heritage rooms' });
    expect(icon).not.toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('width', '32');
  });
});
