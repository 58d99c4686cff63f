// The published language of the storefront: what ordering asks of the catalogue it sells, the verified
// e-mails and the promo codes.
export * from './storefront-viewer.query';
export * from './get-storefront-packages.query';
export * from './price-cart.query';
export * from './check-promo-code.query';
export * from './record-promo-code-use.command';
export * from './is-email-verified.query';
export * from './get-package-prices.query';
export * from './get-home-catalogue.query';
