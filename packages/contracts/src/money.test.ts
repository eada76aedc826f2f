import { formatInr, gstOn, isValidGstin, toPaise, toRupees } from './money';

describe('formatInr', () => {
  it.each([
    [18000, '₹18,000'],
    [125000, '₹1,25,000'],
    [12345678, '₹1,23,45,678'],
    [0, '₹0'],
    [956.25, '₹956.25'],
    [187.2, '₹187.20'],
    [8499.995, '₹8,500'],
    [-8500, '-₹8,500'],
  ])(
    'shows %p rupees as %p: grouped as India writes them, paise only when there are any',
    (amount, shown) => {
      expect(formatInr(amount)).toBe(shown);
    },
  );
});

describe('gstOn', () => {
  it.each([
    // taxable (paise), rate, tax, CGST, SGST
    [1_912_500, 5, 95_625, 47_813, 47_812], // ₹19,125 at 5 %: ₹956.25, halves ₹478.13 and ₹478.12
    [637_500, 5, 31_875, 15_938, 15_937],
    [1_200_000, 18, 216_000, 108_000, 108_000], // ₹12,000 at 18 %: ₹1,080 each
    [104_000, 18, 18_720, 9_360, 9_360], // ₹1,040 of food: ₹187.20
    [750_000, 12, 90_000, 45_000, 45_000],
    [1, 5, 0, 0, 0],
    [10, 5, 1, 1, 0], // 0.5 paisa rounds up
    [0, 5, 0, 0, 0],
    [-637_500, 5, -31_875, -15_938, -15_937], // a discount's GST mirrors a charge's
  ])('on %p paise at %p %% charges %p paise: CGST %p and SGST %p', (taxable, rate, tax, cgst, sgst) => {
    expect(gstOn(taxable, rate)).toEqual({ tax, cgst, sgst });
  });

  it('refuses a base that is not whole paise', () => {
    expect(() => gstOn(10.5, 5)).toThrow(RangeError);
  });
});

describe('paise and rupees', () => {
  it('turn into each other without float residue', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(956.25)).toBe(95_625);
    expect(toRupees(95_625)).toBe(956.25);
  });
});

describe('isValidGstin', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '08AABCH1234K1ZR'])(
    'accepts %p, whose check character fits',
    (gstin) => {
      expect(isValidGstin(gstin)).toBe(true);
    },
  );

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['lower case', '27aapfu0939f1zv'],
    ['no Z in the 14th place', '27AAPFU0939F1XV'],
    ['too short', '27AAPFU0939F1Z'],
  ])('refuses %s', (_why, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });
});
