// Business constants and limits of the specs (storefront.md §9, backoffice-licensing.md §9,
// backoffice-catalogue.md §9) that the rules and the price maths use.

export const UNLIMITED_QUANTITY = 1_000_000;

export const FILE_MAX_BYTES = 2_097_152;
export const FILE_NAME_MAX_LENGTH = 200;
export const FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;

export const DOCUMENT_NUMBER_MIN_LENGTH = 5;
export const DOCUMENT_NUMBER_MAX_LENGTH = 15;
export const NIT_LENGTH = 9;
/** The check digit is computed and shown only for a NIT longer than this. */
export const CHECK_DIGIT_MIN_NIT_LENGTH = 5;

export const PERSON_NAME_MIN_LENGTH = 3;
export const PERSON_NAME_MAX_LENGTH = 100;
export const LEGAL_NAME_MIN_LENGTH = 4;
export const LEGAL_NAME_MAX_LENGTH = 450;

export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 10;

export const EMAIL_MIN_LENGTH = 10;
export const EMAIL_MAX_LENGTH = 100;

export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 300;
/** Customer address of the contract wizard in tenant mode. */
export const TENANT_ADDRESS_MAX_LENGTH = 200;
export const ADDRESS_NUMBER_MAX_LENGTH = 3;
export const ADDITIONAL_INFO_MAX_LENGTH = 100;

export const VALIDATION_CODE_LENGTH = 6;

export const TEXT_MIN_LENGTH = 5;
export const TEXT_MAX_LENGTH = 200;

export const PERCENTAGE_MAX = 100;

export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 999;
export const CART_PROMO_CODE_MAX_LENGTH = 20;

export const CONTRACT_NUMBER_MAX_LENGTH = 100;
export const CONTRACTED_QUANTITY_MAX = 100_000_000;
export const TRANSACTION_RANGE_MIN = 1;
export const TRANSACTION_RANGE_MAX = 999_999_999;
export const DEFAULT_MAX_REASSIGNMENT_QUOTA = 5;

export const OFFER_EXPIRY_ROLLOVER_DAYS = 90;
export const OFFER_VALUE_MAX_LENGTH = 18;
export const PACKAGE_PRICE_MAX_DIGITS = 18;

/** Package fields of backoffice-catalogue.md §9; the code also bounds the cart's informative packageCode. */
export const PACKAGE_CODE_MAX_LENGTH = 30;
export const PACKAGE_NAME_MAX_LENGTH = 40;
export const PACKAGE_DESCRIPTION_MAX_LENGTH = 250;

/** Promo code fields of backoffice-catalogue.md §5 and §9. */
export const PROMO_CODE_MAX_LENGTH = 50;
export const PROMO_DESCRIPTION_MAX_LENGTH = 250;
export const PROMO_USE_QUANTITY_MIN = 1;
export const PROMO_USE_QUANTITY_MAX = 9999;
/** MONTHLY repetition is offered only when the validity window is at most this many days. */
export const PROMO_PERIODICITY_WINDOW_DAYS = 30;
export const PROMO_REPEAT_MONTHS_MIN = 1;
export const PROMO_REPEAT_MONTHS_MAX = 12;
