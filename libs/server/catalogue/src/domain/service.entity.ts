import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { EntityState, isActiveState } from './entity-state';

export interface ServiceData {
  serviceTypeId: number;
  serviceName: string;
  descriptionService: string | null;
  serviceNameContract?: string | null;
  contractedServices?: boolean;
  requiresSupervision?: boolean;
  isContractFullAccess?: boolean;
  addManualLicense?: boolean;
}

/**
 * A product or service sold in packages (Colfactura, Colnómina...). Its name is the app name the
 * storefront asks for (GetPackagesByServiceName/{appName}), compared without case.
 */
@Entity({ schema: 'catalogue', tableName: 'service' })
export class Service extends AuditedEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Service type of the reference context (Facturación electrónica...). */
  @Property({ type: 'integer' })
  serviceTypeId!: number;

  @Property({ type: 'string', length: 100, unique: 'service_service_name_unique' })
  serviceName!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  descriptionService?: string | null;

  /** Name of the service in contracts (convenios). */
  @Property({ type: 'string', length: 100, nullable: true })
  serviceNameContract?: string | null;

  @Property({ type: 'boolean' })
  contractedServices: boolean = false;

  @Property({ type: 'boolean' })
  requiresSupervision: boolean = false;

  @Property({ type: 'boolean' })
  isContractFullAccess: boolean = false;

  /** Offered in the manual licence list of the licences screen. */
  @Property({ type: 'boolean' })
  addManualLicense: boolean = false;

  @Property({ type: 'smallint' })
  idstate: EntityState = EntityState.ACTIVE;

  static register(data: ServiceData, state: EntityState = EntityState.ACTIVE): Service {
    const service = new Service();
    service.update(data);
    service.idstate = state;
    return service;
  }

  /** Fields the save payload does not carry keep their value. */
  update(data: ServiceData): void {
    this.serviceTypeId = data.serviceTypeId;
    this.serviceName = data.serviceName.trim();
    this.descriptionService = data.descriptionService?.trim() || null;
    if (data.serviceNameContract !== undefined) this.serviceNameContract = data.serviceNameContract?.trim() || null;
    if (data.contractedServices !== undefined) this.contractedServices = data.contractedServices;
    if (data.requiresSupervision !== undefined) this.requiresSupervision = data.requiresSupervision;
    if (data.isContractFullAccess !== undefined) this.isContractFullAccess = data.isContractFullAccess;
    if (data.addManualLicense !== undefined) this.addManualLicense = data.addManualLicense;
  }

  get active(): boolean {
    return isActiveState(this.idstate);
  }

  changeState(state: EntityState): void {
    this.idstate = state;
  }
}
