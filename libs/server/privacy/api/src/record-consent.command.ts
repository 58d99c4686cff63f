import { Command } from '@nestjs/cqrs';
import type { ConsentForm } from '@lic/shared-api-types';

export interface ConsentToRecord {
  appName: string;
  form: ConsentForm;
  /** The brand's documents the form linked to (urlPersonalDataTreatmentPolicy, urlTermsAndConditions). */
  policyUrl: string;
  termsUrl: string;
  acceptedAt: Date;
  ip: string | null;
  /** The signed-in user who accepted; null for a visitor. */
  userName: string | null;
  customerId: string | null;
  documentTypeId: number | null;
  documentNumber: string | null;
  holderName: string | null;
  holderEmail: string | null;
  /**
   * The version the form showed, when it named one (the back office's forms): refused with PRIVACY.STALE_POLICY
   * (422) when it is no longer the brand's current one, and nothing is recorded.
   */
  shownPolicyVersion?: number;
}

/**
 * Keeps the proof that a holder accepted the brand's current personal-data policy and terms on a form
 * (Ley 1581 de 2012, art. 9): every form that collects personal data sends it once its record is saved.
 * Answers the policy version recorded.
 */
export class RecordConsentCommand extends Command<{ policyVersion: number }> {
  constructor(readonly consent: ConsentToRecord) {
    super();
  }
}
