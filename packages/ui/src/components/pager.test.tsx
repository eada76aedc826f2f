import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager } from './pager';

function PagedList({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return (
    <section aria-label="Rooms list">
      <p>Showing page {page}</p>
      <Pager page={page} total={total} pageSize={5} onPageChange={setPage} label="Room pages" />
    </section>
  );
}

describe('Pager', () => {
  it('shows nothing for a list that fits on one page', () => {
    render(<PagedList total={5} />);
    expect(screen.queryByRole('navigation', { name: 'Room pages' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page 1 of 1/)).not.toBeInTheDocument();
  });

  it('pages a longer list and brings the list’s top into view on each change', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      render(<PagedList total={12} />);
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByText('Showing page 2')).toBeInTheDocument();
      expect(scrolled).toEqual([screen.getByRole('region', { name: 'Rooms list' })]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
