// ─────────────────────────────────────────────────────────────────────────────────────────────────────
// HAND-WRITTEN, TO BE REPLACED by generated types (decision 0036). The operations below (entitlements,
// reservations, licence token, JWKS, webhooks) were being built on other branches when the SDK was written,
// so docs/openapi.json did not hold them yet. Once they are merged (and their success answers carry a schema,
// @ApiOkResponse({ type })): `npm run build` (it regenerates ./generated/openapi.ts), then make each type here
// an alias of its generated schema
// (components['schemas'][...] of ./generated/openapi) or delete it, keeping the exported names.
// The shapes follow docs/api/licensing.md ("Derechos", "Reservas", "Tokens de licencia sin conexión") and
// docs/api/webhooks.md as the other branches wrote them.
// ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /license/api/entitlements?documentType=&documentNumber=&featureCode= → `{ result: Entitlement }`. */
export interface EntitlementQuery {
  documentType: number;
  documentNumber: string;
  featureCode: string;
}

export interface Entitlement {
  featureCode: string;
  unlimited: boolean;
  /** Units granted by the limited balances (null when unlimited). */
  total: number | null;
  used: number;
  /** Units held by reservations not yet committed or released. */
  reserved: number;
  /** total − used − reserved; null when unlimited. */
  available: number | null;
  /** ISO 8601: when the first of the summed balances expires. */
  expiresOn: string;
}

/** POST /license/api/reservations (201). */
export interface ReservationRequest {
  /** The app's id of the reservation (1–90 visible ASCII characters): the same id is one reservation. */
  reservationId: string;
  appName: string;
  documentType: number;
  documentNumber: string;
  featureCode: string;
  /** Whole units, 1 to 1,000,000. */
  quantity: number;
  /** 1 to 86,400: the reservation gives its units back by itself after this. */
  ttlSeconds: number;
}

export type ReservationStatus = 'HELD' | 'COMMITTED' | 'RELEASED' | 'EXPIRED';

export interface ReservationResult {
  reservationId: string;
  /** ISO 8601. */
  expiresAt: string;
  status?: ReservationStatus;
  /** What the customer's balances still offer (null when unlimited). */
  available?: number | null;
}

/** POST /license/api/reservations/{reservationId}/commit (200). */
export interface ReservationCommitResult {
  reservationId: string;
  /** The consumption event the reservation became. */
  eventId?: string;
  outcome?: 'ACCEPTED' | 'DUPLICATE';
  available?: number | null;
}

/** POST /license/api/reservations/{reservationId}/release (200). */
export interface ReservationReleaseResult {
  reservationId: string;
  status?: 'RELEASED' | 'EXPIRED';
}

/** POST /license/api/licence-token → `{ result: { token } }`. */
export interface LicenceTokenRequest {
  documentType: number;
  documentNumber: string;
}

/** One feature of a licence token: what the company may use of it when the token was signed. */
export interface LicenceTokenFeature {
  featureCode: string;
  unlimited: boolean;
  available: number | null;
  expiresOn: string;
}

/** The claims of a verified licence token (JWT EdDSA; aud = the app, sub = "type:number"). */
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

/** GET /.well-known/jwks.json: the Ed25519 public keys (kty OKP, crv Ed25519, alg EdDSA, use sig). */
export interface LicenceTokenJwks {
  keys: Array<{ kty: string; crv?: string; x?: string; kid?: string; alg?: string; use?: string }>;
}

/** The body of a webhook delivery (header Licencias-Signature; Licencias-Event-Id, Licencias-Event-Type). */
export interface WebhookEventBody<TData = Record<string, unknown>> {
  id: string;
  type: 'licence.issued' | 'licence.suspended' | 'licence.reactivated' | 'balance.low' | 'balance.exhausted' | 'contract.created' | string;
  createdAt: string;
  data: TData;
}
