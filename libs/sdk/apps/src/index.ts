// @lic/apps-sdk: the licence server for the suite's apps (docs/api/sdk.md, decision 0036).
export {
  LicenciasAppsClient,
  type AppsClientOptions,
  type ConsumptionBatchResult,
  type ConsumptionEvent,
  type ConsumptionEventResult,
} from './client.js';
export { LicenciasApiError, type ApiFieldError } from './errors.js';
export { LicenceTokenError, LicenceTokenVerifier, type LicenceTokenErrorCode, type LicenceTokenVerifierOptions } from './licence-token.js';
export { defaultKeySetPath, fileKeySetStore, type KeySetStore, type StoredKeySet } from './key-set-store.js';
export {
  signWebhookBody,
  verifyWebhookEvent,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  webhookSignature,
  WebhookSignatureError,
  type WebhookRefusal,
  type WebhookVerification,
  type WebhookVerificationInput,
} from './webhooks.js';
export type * from './types.js';
export type { components as OpenApiComponents, paths as OpenApiPaths } from './generated/openapi.js';
