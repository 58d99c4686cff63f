import type { SigningCredentials } from '../../infrastructure/signing/signing-certificate';

export const INVOICING_PORT = Symbol('INVOICING_PORT');

/** A signed document ready for the authority (or a technology provider). */
export interface DocumentForSubmission {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  /** CUFE or CUDE. */
  documentKey: string;
  signedXml: string;
  /** The file name DIAN expects inside the ZIP (e.g. fv09000000010002600000001.xml). */
  fileName: string;
}

/** What the provider answered: the document's new status and the authority's reasons. */
export interface SubmissionOutcome {
  status: 'GENERADA' | 'ENVIADA' | 'ACEPTADA' | 'RECHAZADA';
  reasons: string[];
  /** The provider's tracking id (DIAN's ZipKey of an asynchronous test set). */
  trackId: string | null;
}

/**
 * The port of electronic invoicing (design.md §6; decision 0049). Invoicing builds, signs and stores every
 * document itself; an adapter gives the signing credentials and delivers the signed document:
 * - `local`: a development certificate made at first start; delivers nothing (status GENERADA);
 * - `dian`: the company's certificate from configuration; DIAN's web service (test set or production).
 * A technology provider's API (e.g. Colfactura's) is one more adapter of these two methods. A delivery
 * that fails throws: the job engine retries it; an answer of DIAN (accepted or rejected) does not throw.
 * An adapter whose deliveries are answered later (DIAN's test set: ENVIADA with a ZipKey) also implements
 * `answerOf`, which the polling job calls with backoff and a limit (decision 0067).
 */
export interface InvoicingPort {
  readonly name: 'local' | 'dian';
  signingCredentials(): Promise<SigningCredentials>;
  submit(document: DocumentForSubmission): Promise<SubmissionOutcome>;
  /** The authority's answer to a delivery it took asynchronously (its tracking id); null while it is still processing it. */
  answerOf?(trackId: string): Promise<SubmissionOutcome | null>;
}
