import { Query } from '@nestjs/cqrs';
import type { CustomerNames } from '../../customer-lookup/customer-lookup';
import type { AuditView } from '../../../domain/audit.view';

export interface PackageRecord extends AuditView {
  id: number;
  packageCode: string;
  packageName: string;
  packageDescription: string;
  packageTypeId: number;
  packageType: { id: number; packageTypeCode: string; packageTypeName: string };
  packagePrice: number;
  taxIva: number;
  priceUnit: number;
  validityPeriod: number;
  validityTypeId: string;
  validityPeriodDescription: string;
  publicVisibility: boolean;
  relevance: number;
  relevanceName: string;
  order: number;
  applyOffer: boolean;
  offerTypeCode: string | null;
  totalOffer: number;
  offerStartTime: string | null;
  offerExpirationTime: string | null;
  summaryHtml: string | null;
  idstate: number;
  urlImageOffer: string | null;
  packageService: { serviceId: number; serviceName: string }[];
  packageChannel: { channelId: number; channelType: string }[];
  packageCustomer: { customerId: string; customer: CustomerNames }[];
}

/** Every package, active and inactive, ordered by type, relevance (Alta first) and order. */
export class ListPackagesQuery extends Query<PackageRecord[]> {}
