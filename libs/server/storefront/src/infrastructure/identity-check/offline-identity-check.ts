import { Injectable } from '@nestjs/common';
import type { IdentityCheck, IdentityCheckResult, IdentitySubject } from '../../application/ports/identity-check.port';

/**
 * The offline default of IDENTITY_CHECK (design.md §6), deterministic so demos and tests can choose the
 * outcome: a document ending in 0 is not validated, any other is.
 */
@Injectable()
export class OfflineIdentityCheck implements IdentityCheck {
  verify(subject: IdentitySubject): Promise<IdentityCheckResult> {
    return Promise.resolve({ validated: !subject.document.trim().endsWith('0'), reference: null });
  }
}
