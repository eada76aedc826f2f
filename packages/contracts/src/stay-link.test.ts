import { bookingLink, partyOfGuestOption, readStayChoice } from './rules/stay-link';

const read = (search: string) => readStayChoice(new URLSearchParams(search));

describe('the stay a "Book" link carries', () => {
  it('round-trips every choice', () => {
    const choice = {
      roomType: 'Heritage Room',
      checkIn: '2027-01-22',
      checkOut: '2027-01-25',
      adults: 2,
      children: 2,
      childAges: [4, 9],
      rooms: 2,
      coupon: 'ROYAL10',
      ratePlan: 'bed-breakfast',
    };
    const link = bookingLink(choice);
    expect(link).toBe(
      '/user-booking?roomType=Heritage+Room&checkIn=2027-01-22&checkOut=2027-01-25&adults=2&children=2&childAges=4%2C9&rooms=2&coupon=ROYAL10&ratePlan=bed-breakfast',
    );
    expect(read(link.split('?')[1] ?? '')).toEqual(choice);
  });

  it("maps the home bar's four guest options to adults and children", () => {
    expect(['1', '2', '3', '4'].map(partyOfGuestOption)).toEqual([
      { adults: 1, children: 0 },
      { adults: 2, children: 1 },
      { adults: 2, children: 2 },
      { adults: 2, children: 3 },
    ]);
    expect(read('guests=3')).toEqual({ adults: 2, children: 2 });
    expect(read('guests=3&adults=1')).toEqual({ adults: 1, children: 0 });
  });

  it('leaves out what makes no sense, so the form asks for it', () => {
    expect(
      read(
        'roomType=%20&checkIn=2027-02-30&checkOut=tomorrow&adults=0&children=99&childAges=4,x&rooms=9&coupon=',
      ),
    ).toEqual({});
    expect(read('adults=2&children=1&childAges=5,7')).toEqual({ adults: 2, children: 1, childAges: [5] });
    expect(read('coupon=royal10')).toEqual({ coupon: 'ROYAL10' });
    expect(bookingLink({})).toBe('/user-booking');
  });
});
