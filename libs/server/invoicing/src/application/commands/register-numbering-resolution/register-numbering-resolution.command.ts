import { Command } from '@nestjs/cqrs';
import type { NumberingResolutionView, RegisterNumberingResolutionRequest } from '@lic/shared-api-types';

/** Staff register a numbering resolution DIAN granted; invoices waiting for a range are issued with it. */
export class RegisterNumberingResolutionCommand extends Command<NumberingResolutionView> {
  constructor(readonly fields: RegisterNumberingResolutionRequest) {
    super();
  }
}
