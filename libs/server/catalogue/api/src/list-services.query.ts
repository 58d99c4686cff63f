import { Query } from '@nestjs/cqrs';

/** A product or service as the back office lists it, with its audit fields (user names; ISO dates). */
export interface ServiceRecord {
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
  createdby: string;
  createdon: string;
  modifiedby: string | null;
  modifiedon: string | null;
}

/** Every product or service, active and inactive, by name. */
export class ListServicesQuery extends Query<ServiceRecord[]> {}
