import { tierFor } from './price-tiers';

describe('tierFor', () => {
  const tiers = [
    { quantity: 50, price: 980000 },
    { quantity: 10, price: 420000 },
    { quantity: 25, price: 690000 },
  ];

  it('takes the smallest tier whose upper bound holds the quantity, whatever the order of the list', () => {
    expect(tierFor(tiers, 1)?.price).toBe(420000);
    expect(tierFor(tiers, 10)?.price).toBe(420000);
    expect(tierFor(tiers, 11)?.price).toBe(690000);
    expect(tierFor(tiers, 25)?.price).toBe(690000);
    expect(tierFor(tiers, 26)?.price).toBe(980000);
    expect(tierFor(tiers, 50)?.price).toBe(980000);
  });

  it('is null above every tier and for an empty list', () => {
    expect(tierFor(tiers, 51)).toBeNull();
    expect(tierFor([], 1)).toBeNull();
  });
});
