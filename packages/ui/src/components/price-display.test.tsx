import { render, screen } from '@testing-library/react';
import { PriceDisplay } from './price-display';

describe('PriceDisplay', () => {
  it('shows rupees in the Indian grouping with what the price is for', () => {
    render(<PriceDisplay amount={125000} unit="per night" />);

    expect(screen.getByText('₹1,25,000')).toBeInTheDocument();
    expect(screen.getByText('per night')).toBeInTheDocument();
  });

  it('strikes out the price an offer replaces and reads it as “was … now …”', () => {
    const { container } = render(<PriceDisplay amount={8500} was={10000} unit="per night" />);

    expect(screen.getByText('₹10,000').tagName).toBe('S');
    expect(container).toHaveTextContent('Was ₹10,000, now ₹8,500per night');
  });

  it('says nothing of an earlier price that is not higher', () => {
    const { container } = render(<PriceDisplay amount={8500} was={8500} />);

    expect(container).toHaveTextContent(/^₹8,500$/);
  });
});
