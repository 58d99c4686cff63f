import { openSecret, sealSecret } from '@lic/server-kernel';
import type { InvoicingConfig } from './invoicing.config';

/** A technical key as stored: sealed with the current key, or with a previous one until it is re-sealed. */
export interface OpenedTechnicalKey {
  technicalKey: string;
  /** Sealed with a previous key (INVOICING_SECRET_KEY_PREVIOUS): the re-sealing job seals it again. */
  underPreviousKey: boolean;
}

/**
 * Opens a numbering resolution's sealed technical key (AES-256-GCM, the row id as associated data) with
 * INVOICING_SECRET_KEY, else with each INVOICING_SECRET_KEY_PREVIOUS (decision 0067); throws when none opens it.
 */
export function openTechnicalKey(
  config: Pick<InvoicingConfig, 'secretKey' | 'previousSecretKeys'>,
  sealed: string,
  resolutionId: string,
): OpenedTechnicalKey {
  for (const [index, key] of [config.secretKey, ...config.previousSecretKeys].entries()) {
    try {
      return { technicalKey: openSecret(key, sealed, resolutionId), underPreviousKey: index > 0 };
    } catch {
      // the next key
    }
  }
  throw new Error(`The technical key of the resolution ${resolutionId} opens with neither INVOICING_SECRET_KEY nor a previous key`);
}

/** Seals a technical key with the current INVOICING_SECRET_KEY. */
export function sealTechnicalKey(config: Pick<InvoicingConfig, 'secretKey'>, technicalKey: string, resolutionId: string): string {
  return sealSecret(config.secretKey, technicalKey, resolutionId);
}
