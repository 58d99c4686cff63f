/** Where the storefront shows the payment status of an order (storefront.md §2). */
export const statusOrderPath = (referenceUuid: string): string => `/registerPurchaseOrder/statusOrder/${referenceUuid}`;
