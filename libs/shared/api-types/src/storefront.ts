// Request and response shapes of the storefront's ordering endpoints (storefront.md §3, §7).
// The server (libs/server/storefront and libs/server/ordering) answers with them and the storefront reads them.

/** BAS base, CMB combo, CMP complementary (packageTypeId 1 = base). */
export type PackageTypeCode = 'BAS' | 'CMB' | 'CMP';

export interface StorefrontPackageFeature {
  itemPackageId: number;
  quantity: number;
  /** True for an unlimited feature (quantity 1,000,000 or flagged). */
  isunlimited: boolean;
  serviceFeature: {
    serviceFeatureId: number;
    serviceFeatureCode: string;
    serviceFeatureDescription: string;
    featureAlias: string | null;
    storageUnit: string | null;
  };
}

/** A package as the home catalogue, the cart and the purchase form read it. */
export interface StorefrontPackage {
  packageId: number;
  packageCode: string;
  packageName: string;
  packageDescription: string;
  packageType: { packageTypeId: number; packageTypeCode: PackageTypeCode; packageTypeName: string };
  /** Price per year, IVA included. */
  packagePrice: number;
  /** Price per year before IVA. */
  packageUnitPrice: number;
  /** packagePrice after the offer (IVA included); packagePrice when no offer applies now. */
  packagePriceWithDiscount: number;
  /** packagePrice − packagePriceWithDiscount. */
  discount: number;
  /** IVA percent. */
  taxIva: number;
  /** True only while the offer window is open. */
  applyOffer: boolean;
  offerTypeCode: 'PTJ' | 'VLR' | null;
  /** Percent for PTJ, offer price for VLR. */
  totalOffer: number;
  /** ISO instant, already rolled to the end of the quarter when more than 90 days away. */
  offerExpirationTime: string | null;
  urlImageOffer: string | null;
  validityTypeId: string;
  validityPeriod: number;
  validityPeriodDescription: string;
  publicVisibility: boolean;
  summaryHtml: string | null;
  serviceName: string;
  /** colnomina base packages priced by employee tiers (feature COLNOMINA_EMPLEADO). */
  isEmployee: boolean;
  /** colnomina document packages (fixed quantity 1, one at a time). */
  isDocument: boolean;
  itemsPackageFeatures: StorefrontPackageFeature[];
}

/** GET /license/api/package/GetPackagesByServiceName/{appName} → result. */
export interface StorefrontCatalogue {
  offers: StorefrontPackage[];
  base: StorefrontPackage[];
  combo: StorefrontPackage[];
  complementary: StorefrontPackage[];
}

/** Licence types of GetPriceByLicenseType (header pType). */
export type LicencePriceType = 'general' | 'employee' | 'documents';

/** One price tier: up to `quantity` units (from the previous tier's quantity + 1). */
export interface PriceTier {
  type: LicencePriceType;
  /** Upper bound of the tier (units: employees, documents or licences): tierFor picks the smallest tier ≥ the quantity. */
  quantity: number;
  /** Price of the whole tier per year, IVA included. */
  price: number;
  packageId: number;
  packageCode: string;
  applyOffer: boolean;
  offerTypeCode: 'PTJ' | 'VLR' | null;
  totalOffer: number;
}

/** A package line the client sends: the server prices it again. */
export interface PackageToPurchase {
  packageId: number;
  packageCode: string;
  packageQuantity: number;
}

/** POST /license/api/Package/EncryptPackage (staff with PACKAGES): a cart link for a package. */
export interface EncryptPackageRequest {
  packageId: number;
  quantity: number;
  promotionCode?: string | null;
}

/** EncryptPackage → result: the encrypted cart parameter and its absolute URL on the brand host that sells the package. */
export interface EncryptedPackageLink {
  encrypted: string;
  url: string;
}

/** POST /license/api/Package/DecryptPackage → result.records. */
export interface DecryptedPackageLink {
  records: Array<StorefrontPackage & { quantity: number; promotionCode: string | null }>;
}

/** POST /license/api/PurchaseOrderLicense/ValidatePromotionCode request. */
export interface ValidatePromotionCodeRequest {
  promoCode: string;
  ValidPromoCodes?: string[];
  PackagesInCart: PackageToPurchase[];
  customerRegistered?: boolean;
  appName?: string;
}

/** Priced cart as the server computes it (shared/rules cart pricing): what the cart shows. */
export interface PricedCartLine {
  packageId: number;
  packageCode: string;
  packageName: string;
  quantity: number;
  /** Unit value before IVA, to the cent (employee items: the tier price for the whole quantity); informational. */
  base: number;
  /** Offer + promo discount of the line, before IVA, whole pesos. */
  discount: number;
  /** The line's total before IVA: round(total × 100 / (100 + IVA)), whole pesos (decision 0010). */
  newBase: number;
  taxiva: number;
  /** total − newBase. */
  ivaValue: number;
  /** Units × price − discount, IVA included, whole pesos. Orders stored before whole pesos (decision 0010) keep their cents. */
  total: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  subTotal: number;
  totalDiscount: number;
  taxIva: number;
  total: number;
  promotionCode: string | null;
}

/** ValidatePromotionCode → result (400 when the code cannot apply). */
export interface PromoCodeValidation {
  promotionCode: string;
  offerTypeCode: 'PTJ' | 'VLR';
  offerValue: number;
  applyTotalPurchase: boolean;
  /** Packages of the cart the code applies to (every one when applyTotalPurchase). */
  packageIds: number[];
  cart: PricedCart;
}

export type PersonType = 'J' | 'N';

/** The customer block of the purchase form (suffix Service / Billing on the client). */
export interface PurchaseCustomer {
  personType: PersonType;
  documentTypeId: number;
  documentNumber: string;
  dv?: number | null;
  legalName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  cellphoneNumber: string;
  email: string;
  fulladdress: string;
  addressLatGeocode?: number | null;
  addressLngGeocode?: number | null;
  departmentId: number;
  cityId: number;
  addressAdditionalInformation?: string | null;
  legalDocumentTypeId?: number | null;
  legalDocumentNumber?: string | null;
  legalFirstName?: string | null;
  legalLastName?: string | null;
}

export type PaymentMethod = 'EN_LINEA' | 'EFECTIVO' | 'SIN_PAGO';

/** POST /license/api/PurchaseOrderLicense/RegisterPurchaseOrder request. */
export interface RegisterPurchaseOrderRequest {
  /** Client-generated UUID of this submission: the same one twice registers one order. */
  submissionId: string;
  customerBilling?: PurchaseCustomer | null;
  customerService: PurchaseCustomer;
  packagesToPurchase: PackageToPurchase[];
  promotionCodeUse?: string | null;
  /** What the client showed; informative only, the server recomputes every figure. */
  totals?: { subTotal?: number; totalDiscount?: number; taxIva?: number; total?: number };
  additionalInfo?: string | null;
  paymentMethod: PaymentMethod;
  appName: string;
  userToken?: string | null;
  sendEmailActivationLicense?: boolean;
  checkUserActivation?: boolean;
  /** Ley 1581 de 2012: data-treatment policy and terms accepted. */
  legalTermsCheck: boolean;
}

/** RegisterPurchaseOrder → result (storefront.md §3 Purchase order). */
export interface RegisteredPurchaseOrder {
  referenceUuid: string;
  paymentReference: string;
  /** OK15, OK16, WR12, ER15, ER16, ER17. */
  code: string;
  statusMessage: string;
  documentType: number;
  documentNumber: string;
  /** EN_LINEA: the `token` header of POST /payment/form (ePayco's signToken); null otherwise. */
  token: string | null;
  paymentRequest: {
    fullReference: string;
    redirectionUrl: string;
    subTotal: number;
    taxIva: number;
    taxReteIva: number;
    taxReteIca: number;
    taxReteFuente: number;
    productsList: Array<{ packageId: number; packageName: string; quantity: number; unitPrice: number; total: number }>;
    service: string;
  } | null;
  paymentGateway: string | null;
  epaycoPaymentCode: string | null;
  cart: PricedCart;
  /** ER16 only: the earliest date the licence can be renewed (ISO date). */
  minDateToRenewLicense?: string | null;
}

/** POST /license/api/purchaseorderlicense/validationmailcode → result. */
export interface MailCodeValidation {
  approved: boolean;
}

/** POST /license/api/license/GetPackageBaseCustomer → result. */
export interface PackageBaseCustomer {
  /** The customer holds an active (paid or activated) base plan of the service. */
  hasBasePackage: boolean;
  /** ...and every base plan it holds is free. */
  hasOnlyFreeBasePackage: boolean;
  customerExists: boolean;
}

/** POST /license/api/purchaseorder/register-trial request: the free-trial form. */
export interface RegisterTrialRequest {
  /** Client-generated UUID of this submission: the same one twice registers one trial. */
  submissionId: string;
  customer: PurchaseCustomer;
  /** One free package (price 0) of the brand. */
  packagesToPurchase: PackageToPurchase[];
  appName: string;
  legalTermsCheck: boolean;
}

/** register-trial → result: the activation link was e-mailed, valid userActivateTokenTime hours. */
export interface RegisteredTrial {
  referenceUuid: string;
  userActivateTokenTime: number;
}

/** GET /license/api/PurchaseOrderLicense/GetStatusPurchaseOrder/{referenceUuid}/{appName} → result.records. */
export interface PurchaseOrderStatus {
  result: boolean;
  /**
   * result true: OK15 activated without payment, OK12 paid (payment approved), OK16 activated or paid by a
   * customer who already had an active account. result false: WR12 pending, ER12 rejected.
   */
  code: string;
  resultMessage: string;
  resultData: { code: string; urlBaseExternalApp: string | null };
}

/** GET /license/api/purchaseorderlicense/checkisvalidemail (headers pEmail, pResendEmail, pAppName) → result. */
export interface EmailCheck {
  /** True when the address was verified in the last 24 h: no code was sent and none is needed. */
  approvalMail: boolean;
}

/** GET /license/api/PurchaseOrderLicense/GetRazonSocialByDocTypeAndDoc/{appName}/{documentTypeId}/{documentNumber} → result. */
export interface CompanyNameByDocument {
  /** Legal name of a registered company (legal person); null when not found (natural persons are never answered). */
  razonSocial: string | null;
  /** Check digit of a NIT (type 4) longer than 5 digits, else null; computed even when not found. */
  dv: number | null;
  found: boolean;
}

/** POST /license/api/PurchaseOrderLicense/GetCustomerInformation → result: the signed-in customer's own data. */
export interface CustomerInformation extends PurchaseCustomer {
  departmentName: string | null;
  cityName: string | null;
}

/** A line of the firmaya identity validation: every package goes with quantity 1. */
export interface IdentityValidationPackageLine {
  code: string;
  quantity: 1;
}

/** POST /license/api/purchaseorder/register-identity-validation request (storefront.md §3). */
export interface RegisterIdentityValidationRequest {
  packages: IdentityValidationPackageLine[];
  PromotionCode?: string | null;
  subscriber: {
    /** Only 'CC'. */
    documentType: 'CC';
    document: string;
    email: string;
    phoneNumber: string;
  };
  appName: string;
}

/** register-identity-validation → result (always HTTP 200 once the input is valid). */
export interface IdentityValidationOutcome {
  /** OK01 validated (the link to continue was e-mailed), ER01 not validated. */
  code: 'OK01' | 'ER01';
  /** Title: "No dudamos que seas tú..." or "No hemos validado tu información". */
  message: string;
  description: string;
}

/** GET /license/api/address/suggestions?q= → result.records (Colombian addresses, at most 5). */
export interface AddressSuggestion {
  /** What the list shows: the address, then the municipality and department when one was recognised. */
  description: string;
  /** What goes into the form's address field ("Calle 80 # 11 - 42"). */
  fulladdress: string;
  addressLatGeocode: number | null;
  addressLngGeocode: number | null;
  /** The municipality recognised in the text (DANE id), so the form can preselect it; null when none. */
  cityId: number | null;
  departmentId: number | null;
}

/** The payer as the purchase form has it, sent with the payment form (informative: the gateway gets the order's payer). */
export interface PaymentFormUser {
  personType?: string | null;
  documentTypeId?: number | null;
  documentNumber?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  legalName?: string | null;
  email?: string | null;
  cellphoneNumber?: string | null;
}

/**
 * POST /payment/form (storefront.md §7), header `token` = RegisteredPurchaseOrder.token: the order's
 * paymentRequest plus the payer. Only fullReference (and the token) are read; the server takes amounts,
 * lines and the return URL from the order.
 */
export interface PaymentFormRequest {
  fullReference: string;
  redirectionUrl?: string | null;
  subTotal?: number | null;
  taxIva?: number | null;
  taxReteIva?: number | null;
  taxReteIca?: number | null;
  taxReteFuente?: number | null;
  productsList?: Array<{ packageId: number; packageName: string; quantity: number; unitPrice: number; total: number }> | null;
  service?: string | null;
  user?: PaymentFormUser | null;
}

/** POST /payment/form → result: where the browser goes to pay. */
export interface PaymentFormResult {
  /** The gateway's checkout (the sandbox: the relative path /payment/sandbox/{paymentId}). */
  url: string;
  paymentId: string;
  /** SANDBOX, EPAYCO or PAGUEATIEMPO. */
  paymentGateway: string;
  referenceUuid: string;
}
