/**
 * Personal data under Ley 1581 de 2012 (decisions 0057–0059): the holders' requests with their legal
 * deadlines and the consents on record.
 */
export const DataRequestType = {
  CONSULTA: 'CONSULTA',
  RECLAMO_CORRECCION: 'RECLAMO_CORRECCION',
  RECLAMO_SUPRESION: 'RECLAMO_SUPRESION',
  REVOCACION: 'REVOCACION',
  PRUEBA_AUTORIZACION: 'PRUEBA_AUTORIZACION',
} as const;
export type DataRequestType = (typeof DataRequestType)[keyof typeof DataRequestType];

export const DATA_REQUEST_TYPES = Object.values(DataRequestType);

/** How each type is called on screens and in mails. */
export const dataRequestTypeLabel: Record<DataRequestType, string> = {
  CONSULTA: 'Consulta de mis datos',
  RECLAMO_CORRECCION: 'Corrección o actualización de datos',
  RECLAMO_SUPRESION: 'Supresión de datos',
  REVOCACION: 'Revocación de la autorización',
  PRUEBA_AUTORIZACION: 'Prueba de la autorización',
};

export type DataRequestState = 'RECIBIDA' | 'PRORROGADA' | 'RESPONDIDA';

/** POST /api/data-requests → 201. Dates are Bogotá calendar days (YYYY-MM-DD). */
export interface DataRequestReceipt {
  number: string;
  type: DataRequestType;
  receivedOn: string;
  dueOn: string;
}

/** Requests the officer sees: 'VENCIDA' past its deadline unanswered, 'POR_VENCER' within two business days. */
export type DataRequestAlert = 'VENCIDA' | 'POR_VENCER' | null;

export interface DataRequestView extends DataRequestReceipt {
  state: DataRequestState;
  detail: string;
  holderName: string;
  holderEmail: string;
  documentNumber: string | null;
  channel: 'CUENTA' | 'PUBLICO';
  appName: string;
  /** Business days left until dueOn (negative when late); null once answered. */
  businessDaysLeft: number | null;
  alert: DataRequestAlert;
  extendedOn: string | null;
  extensionReason: string | null;
  answer: string | null;
  answeredOn: string | null;
  answeredBy: string | null;
}

/** A policy of a brand at one version (GET /api/privacy-policy/{appName}). */
export interface PrivacyPolicyView {
  appName: string;
  version: number;
  publishedOn: string;
  /** The day (Bogotá, YYYY-MM-DD) the version governs from, as the policy must state (Decreto 1377 art. 13). */
  effectiveOn: string;
  title: string;
  text: string;
}

/** POST /api/privacy-policy: a new version of a brand's policy (decision 0069). */
export interface PublishPrivacyPolicyRequest {
  appName: string;
  text: string;
  /** YYYY-MM-DD, today (Bogotá) or later. */
  effectiveOn: string;
}

/**
 * The back office's forms where staff enter a holder's data (company registration, contract wizard) carry the
 * holder's authorization: the staff member states that the holder authorised the processing under the policy
 * version the form showed (decision 0069). Recorded under the brand that hosts the back office (BACKOFFICE_BRAND).
 */
export interface PersonalDataAuthorization {
  authorized: true;
  policyVersion: number;
}

/** Answered by the server and shown by the back office's forms when the holder's authorization is not ticked. */
export const HOLDER_AUTHORIZATION_MISSING =
  'Confirma que el titular autorizó el tratamiento de sus datos personales conforme a la política vigente.';

export type ConsentForm = 'COMPRA' | 'PRUEBA' | 'REGISTRO_EMPRESA' | 'CONVENIO' | 'REACEPTACION';

/** One acceptance on record. */
export interface ConsentView {
  id: string;
  appName: string;
  form: ConsentForm;
  policyVersion: number;
  policyUrl: string;
  termsUrl: string;
  acceptedOn: string;
  ip: string | null;
  userName: string | null;
  holderName: string | null;
  holderEmail: string | null;
  documentNumber: string | null;
}

/** GET /api/me/consent-status?appName=: whether the signed-in customer must accept the brand's current policy. */
export interface ConsentStatus {
  appName: string;
  currentVersion: number;
  acceptedVersion: number | null;
  mustAccept: boolean;
}

/** GET /api/me/personal-data: everything the store holds about the signed-in customer and their company. */
export interface PersonalDataExport {
  generatedOn: string;
  account: { userName: string; name: string; email: string } | null;
  /** The company (or person) of the account, as the customers register holds it. */
  company: Record<string, unknown> | null;
  orders: {
    paymentReference: string;
    appName: string;
    registeredOn: string;
    state: number;
    paymentMethod: string;
    total: number;
    lines: { packageName: string; quantity: number; total: number }[];
    serviceCustomer: Record<string, unknown>;
    billingCustomer: Record<string, unknown>;
    consent: { policyUrl: string; termsUrl: string; acceptedAt: string; ip: string | null };
    payment: { method: string; state: string; amount: number; openedOn: string; decidedOn: string | null; gateway: string | null } | null;
    licences: { issuedOn: string; description: string }[];
  }[];
  /** The company's contracts ("convenios") with the customer and supervisor data they hold. */
  contracts: PersonalDataContract[];
  consents: ConsentView[];
  dataRequests: DataRequestView[];
  mails: { subject: string; to: string; category: string; sentOn: string }[];
}

/** A contract in the holder's export, as the contracts context answers it. */
export interface PersonalDataContract {
  contractNumber: string;
  serviceName: string;
  contractStartDate: string;
  contractEndDate: string;
  /** VIGENTE, POR_INICIAR or TERMINADO on the day of the export. */
  standing: string;
  customer: { name: string; documentNumber: string; address: string; cellphoneNumber: string; email: string };
  supervisor: {
    name: string;
    documentNumber: string;
    address: string;
    phoneNumber: string | null;
    email: string;
    jobTitle: string | null;
  } | null;
  lines: { packageCode: string; packageDescription: string; quantity: number; isUnlimited: boolean; validity: string }[];
}

/** A read of personal data on record (GET /api/personal-data-access). */
export interface PersonalDataAccessView {
  accessedOn: string;
  userName: string;
  actor: 'CLIENTE' | 'PERSONAL';
  action: string;
  subject: string;
  detail: string | null;
  /** The address the read came from (staff reads of the back office); null when not recorded. */
  ip: string | null;
}
