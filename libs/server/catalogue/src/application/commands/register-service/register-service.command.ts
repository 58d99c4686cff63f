import { Command } from '@nestjs/cqrs';

export interface RegisterServiceInput {
  /** 0 creates a new service. */
  id: number;
  serviceTypeId: number;
  serviceName: string;
  description: string | null;
  /** Active switch of the dialog; a new service is active unless it says false. */
  active?: boolean;
  serviceNameContract?: string | null;
  contractedServices?: boolean;
  requiresSupervision?: boolean;
  isContractFullAccess?: boolean;
  addManualLicense?: boolean;
}

/** Creates (id 0) or edits a product or service. */
export class RegisterServiceCommand extends Command<{ id: number; created: boolean }> {
  constructor(readonly input: RegisterServiceInput) {
    super();
  }
}
