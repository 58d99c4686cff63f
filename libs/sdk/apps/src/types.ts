import type { components, operations } from './generated/openapi.js';

// ─────────────────────────────────────────────────────────────────────────────────────────────────────
// The SDK's types. Every request and answer of an operation is an alias of ./generated/openapi (generated
// from docs/openapi.json by `npm run sdk:types`, also run by `npm run build`; decision 0036): change the
// server's DTOs, regenerate, and these follow. Only what the OpenAPI document cannot say is written here by
// hand, at the end: the claims inside a licence token (a JWT, opaque to OpenAPI) and the body of a webhook
// the server sends (an outgoing request, not an operation of the API).
// ─────────────────────────────────────────────────────────────────────────────────────────────────────

type Schemas = components['schemas'];

/** POST /license/api/consumption (and each event of /batch). */
export type ConsumptionEvent = Schemas['ConsumptionEventRequestDto'];
export type ConsumptionEventResult = Schemas['ConsumptionEventResultDto'];
export type ConsumptionBatchResult = Schemas['ConsumptionBatchResultDto'];

/**
 * GET /license/api/entitlements?documentType=&documentNumber=&featureCode=. The document declares the query
 * parameters as strings (a query string is text); the SDK takes documentType as the number it is.
 */
export type EntitlementQuery = Omit<operations['EntitlementsController_entitlement']['parameters']['query'], 'documentType'> & {
  documentType: number;
};
/** `result` of GET /license/api/entitlements: { featureCode, unlimited, total, used, reserved, available, expiresOn }. */
export type Entitlement = Schemas['EntitlementDto'];

/** POST /license/api/reservations (201). */
export type ReservationRequest = Schemas['ReservationRequestDto'];
export type ReservationStatus = Schemas['ReservationStatus'];
export type ReservationResult = Schemas['ReservationResultDto'];
/** POST /license/api/reservations/{reservationId}/commit (200). */
export type ReservationCommitResult = Schemas['ReservationCommitResultDto'];
/** POST /license/api/reservations/{reservationId}/release (200). */
export type ReservationReleaseResult = Schemas['ReservationReleaseResultDto'];

/** POST /license/api/licence-token → `{ result: { token } }`. */
export type LicenceTokenRequest = Schemas['LicenceTokenRequestDto'];
/** GET /.well-known/jwks.json: the Ed25519 public keys (kty OKP, crv Ed25519, alg EdDSA, use sig). */
export type LicenceTokenJwks = Schemas['LicenceTokenJwksDto'];

/** POST /license/api/webhooks: appName is the app's own (another app's is 403 WEBHOOKS.APP_MISMATCH). */
export type WebhookRegistration = Schemas['RegisterWebhookRequestDto'];
/** The answer of registering a webhook or rotating its secret: the secret, shown this once. */
export type WebhookSecret = Schemas['WebhookSecretResultDto'];
/** A webhook of the app as listed (never its secret). */
export type RegisteredWebhook = Schemas['WebhookViewDto'];
/** POST /license/api/webhooks/{id}/rotate-secret: graceSeconds 0–604800 (default 86400). */
export type WebhookRotation = Schemas['RotateWebhookSecretRequestDto'];
export type WebhookDelivery = Schemas['WebhookDeliveryViewDto'];
/** A delivery with its attempts (GET /license/api/webhooks/{id}/deliveries). */
export type WebhookDeliveryLogEntry = Schemas['WebhookDeliveryLogEntryDto'];

// ── Not in the OpenAPI document ─────────────────────────────────────────────────────────────────────

/** One feature of a licence token: what the company may use of it when the token was signed. */
export interface LicenceTokenFeature {
  featureCode: string;
  unlimited: boolean;
  available: number | null;
  expiresOn: string;
}

/**
 * The claims of a verified licence token (JWT EdDSA; aud = the app, sub = "type:number"), as
 * IssueLicenceTokenHandler signs them (docs/api/licensing.md "Tokens de licencia sin conexión").
 */
export interface LicenceTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  iat: number;
  exp: number;
  jti?: string;
  company: { documentType: number; documentNumber: string; name?: string | null };
  app: string;
  features: LicenceTokenFeature[];
}

/** The body of a webhook delivery (header Licencias-Signature; Licencias-Event-Id, Licencias-Event-Type; docs/api/webhooks.md). */
export interface WebhookEventBody<TData = Record<string, unknown>> {
  id: string;
  type:
    | 'licence.issued'
    | 'licence.suspended'
    | 'licence.reactivated'
    | 'balance.low'
    | 'balance.exhausted'
    | 'contract.created'
    | 'ping'
    | (string & {});
  createdAt: string;
  data: TData;
}
