import { Query } from '@nestjs/cqrs';
import type { AuditView } from '../audit.view';

export interface ServiceRecord extends AuditView {
  id: number;
  serviceTypeId: number;
  serviceName: string;
  descriptionService: string | null;
  serviceNameContract: string | null;
  contractedServices: boolean;
  requiresSupervision: boolean;
  isContractFullAccess: boolean;
  idstate: number;
  addManualLicense: boolean;
  serviceType: { id: number; serviceType1: string };
}

/** Every product or service, active and inactive, by name. */
export class ListServicesQuery extends Query<ServiceRecord[]> {}
