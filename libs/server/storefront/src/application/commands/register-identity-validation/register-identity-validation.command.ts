import { Command } from '@nestjs/cqrs';
import type { IdentityValidationInput } from '../../../domain/identity-validation.entity';
import type { IdentityValidationCode } from '../../../domain/identity-validation.messages';

export interface IdentityValidationResult {
  /** OK01 validated (a link was mailed to the subscriber), ER01 not validated. */
  code: IdentityValidationCode;
  message: string;
  description: string;
}

/** firmaya's subscriber form (register-identity-validation): asks IDENTITY_CHECK and records the answer. */
export class RegisterIdentityValidationCommand extends Command<IdentityValidationResult> {
  constructor(readonly input: IdentityValidationInput) {
    super();
  }
}
