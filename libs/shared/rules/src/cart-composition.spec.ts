import {
  CART_MESSAGES,
  addToCart,
  basePackageError,
  cartCompositionError,
  removeFromCart,
  setCartQuantity,
  type CartPackage,
} from './cart-composition';

const pkg = (id: number, overrides: Partial<CartPackage> = {}): CartPackage => ({
  packageId: id,
  packageCode: `P${id}`,
  packageTypeCode: 'BAS',
  price: 100_000,
  isEmployee: false,
  isDocument: false,
  ...overrides,
});
const base = pkg(1);
const otherBase = pkg(2);
const freeBase = pkg(3, { price: 0 });
const complementary = pkg(4, { packageTypeCode: 'CMP', price: 50_000 });
const freeComplementary = pkg(5, { packageTypeCode: 'CMP', price: 0 });
const combo = pkg(6, { packageTypeCode: 'CMB' });

describe('addToCart (storefront.md §4 Cart)', () => {
  it('adds packages and replaces the quantity of one already in the cart', () => {
    let cart = addToCart([], base, 2, 'colfactura').entries;
    cart = addToCart(cart, complementary, 1, 'colfactura').entries;
    cart = addToCart(cart, complementary, 5, 'colfactura').entries;
    expect(cart.map((e) => [e.pkg.packageId, e.quantity])).toEqual([
      [1, 2],
      [4, 5],
    ]);
  });

  it('keeps quantities between 1 and 999', () => {
    expect(addToCart([], base, 5000, 'colfactura').entries[0].quantity).toBe(999);
    expect(addToCart([], base, 0, 'colfactura').entries[0].quantity).toBe(1);
  });

  it('allows only one free package', () => {
    const cart = addToCart([], freeComplementary, 1, 'firmaya').entries;
    const change = addToCart([...cart, { pkg: base, quantity: 1 }], freeBase, 1, 'firmaya');
    expect(change.warning).toBe(CART_MESSAGES.onlyOneFreePackage);
    expect(change.entries).toHaveLength(2);
  });

  it('lets a free base plan clear the cart and then block other packages', () => {
    const cleared = addToCart(
      [
        { pkg: base, quantity: 1 },
        { pkg: complementary, quantity: 1 },
      ],
      freeBase,
      1,
      'firmaya',
    );
    expect(cleared.entries.map((e) => e.pkg.packageId)).toEqual([3]);
    const blocked = addToCart(cleared.entries, complementary, 1, 'firmaya');
    expect(blocked.warning).toBe('¡El plan gratuito no puede adquirir paquetes adicionales!');
    expect(blocked.entries.map((e) => e.pkg.packageId)).toEqual([3]);
  });

  it('replaces the base package with a paid one, except in colnomina', () => {
    const start = [
      { pkg: base, quantity: 1 },
      { pkg: complementary, quantity: 1 },
    ];
    expect(addToCart(start, otherBase, 1, 'colfactura').entries.map((e) => e.pkg.packageId)).toEqual([4, 2]);
    expect(addToCart(start, otherBase, 1, 'colnomina').entries.map((e) => e.pkg.packageId)).toEqual([1, 4, 2]);
  });

  it('keeps one colnomina document package with quantity 1', () => {
    const doc1 = pkg(10, { packageTypeCode: 'CMP', isDocument: true });
    const doc2 = pkg(11, { packageTypeCode: 'CMP', isDocument: true });
    const cart = addToCart([{ pkg: doc1, quantity: 1 }], doc2, 4, 'colnomina').entries;
    expect(cart).toEqual([{ pkg: doc2, quantity: 1 }]);
  });

  it('holds a single package in bemyself', () => {
    const cart = addToCart([{ pkg: base, quantity: 1 }], complementary, 2, 'bemyself').entries;
    expect(cart).toEqual([{ pkg: complementary, quantity: 2 }]);
  });

  it('removes a line and sets a quantity', () => {
    const cart = [
      { pkg: base, quantity: 1 },
      { pkg: complementary, quantity: 1 },
    ];
    expect(removeFromCart(cart, 1).map((e) => e.pkg.packageId)).toEqual([4]);
    expect(setCartQuantity(cart, 4, 7, 'colfactura')[1].quantity).toBe(7);
    expect(setCartQuantity([{ pkg: freeBase, quantity: 1 }], 3, 7, 'firmaya')[0].quantity).toBe(1);
  });
});

describe('cartCompositionError (the server checks the submitted order again)', () => {
  it.each([
    ['a base and a complementary package', [base, complementary], 'colfactura', null],
    ['an empty cart', [], 'colfactura', CART_MESSAGES.emptyCart],
    [
      'two free packages',
      [freeComplementary, pkg(7, { price: 0, packageTypeCode: 'CMP' })],
      'firmaya',
      'Sólo puedes escoger un paquete gratis.',
    ],
    ['a free base with another package', [freeBase, complementary], 'firmaya', '¡El plan gratuito no puede adquirir paquetes adicionales!'],
    ['two bases in colfactura', [base, otherBase], 'colfactura', CART_MESSAGES.onlyOneBasePackage],
    ['two bases in colnomina', [base, otherBase], 'colnomina', null],
    ['two packages in bemyself', [base, complementary], 'bemyself', CART_MESSAGES.onlyOnePackage],
    ['the same package twice', [base, base], 'colfactura', CART_MESSAGES.duplicatedPackage],
  ])('%s', (_name, packages, app, expected) => {
    expect(
      cartCompositionError(
        packages.map((p) => ({ pkg: p, quantity: 1 })),
        app,
      ),
    ).toBe(expected);
  });

  it('refuses quantities outside 1–999', () => {
    expect(cartCompositionError([{ pkg: base, quantity: 1000 }], 'colfactura')).toBe('La cantidad debe estar entre 1 y 999.');
    expect(cartCompositionError([{ pkg: base, quantity: 1.5 }], 'colfactura')).toBe('La cantidad debe estar entre 1 y 999.');
  });
});

describe('basePackageError (storefront.md §5)', () => {
  const only = (p: CartPackage) => [{ pkg: p, quantity: 1 }];
  it('asks a customer without a base plan to choose one', () => {
    expect(basePackageError(only(complementary), { hasBasePackage: false, hasOnlyFreeBasePackage: false })).toBe(
      'Para continuar la compra, debes primero seleccionar un paquete base.',
    );
    expect(basePackageError(only(base), { hasBasePackage: false, hasOnlyFreeBasePackage: false })).toBeNull();
  });

  it('refuses combos or complementary packages over a free base plan alone', () => {
    expect(basePackageError(only(combo), { hasBasePackage: true, hasOnlyFreeBasePackage: true })).toBe(
      'No es posible adquirir este paquete con un paquete gratis, debes primero seleccionar un paquete base',
    );
    expect(basePackageError(only(combo), { hasBasePackage: true, hasOnlyFreeBasePackage: false })).toBeNull();
  });
});
