import { Collection, DecimalType } from '@mikro-orm/core';
import { Entity, ManyToMany, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { PACKAGE_CODE_MAX_LENGTH, PACKAGE_DESCRIPTION_MAX_LENGTH, PACKAGE_NAME_MAX_LENGTH, unitPriceBeforeTax } from '@lic/shared-rules';
import { Channel } from './channel.entity';
import { EntityState, isActiveState } from './entity-state';
import { PackageCustomer } from './package-customer.entity';
import { PackageFeature } from './package-feature.entity';
import type { OfferTypeCode, StorageUnit, ValidityTypeId } from './package-terms';
import { PackageType } from './package-type.entity';
import { Service } from './service.entity';
import type { ServiceFeature } from './service-feature.entity';

export interface PackageOffer {
  applyOffer: boolean;
  /** null when there is no offer. */
  offerTypeCode: OfferTypeCode | null;
  /** Percent off for PTJ; the offer price for VLR; 0 without offer. */
  totalOffer: number;
  offerStartTime: Date | null;
  offerExpirationTime: Date | null;
}

export interface PackageTerms {
  packageType: PackageType;
  packageName: string;
  packageDescription: string;
  packagePrice: number;
  taxIva: number;
  validityPeriod: number;
  validityTypeId: ValidityTypeId;
  publicVisibility: boolean;
  relevance: number;
  order: number;
  offer: PackageOffer;
  summaryHtml: string | null;
}

export interface PackageLinks {
  services: Service[];
  channels: Channel[];
  /** Companies allowed to see it; ignored (cleared) for a public package. */
  customerIds: string[];
}

/**
 * A package of services, channels and features with price, tax, validity, relevance, order, optional
 * offer and visibility. Its code is unique and never changes; the unit price is always derived.
 */
@Entity({ schema: 'catalogue', tableName: 'package' })
export class Package extends AuditedEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: PACKAGE_CODE_MAX_LENGTH, unique: 'package_package_code_unique' })
  packageCode!: string;

  @ManyToOne(() => PackageType, { fieldName: 'package_type_id' })
  packageType!: PackageType;

  @Property({ type: 'string', length: PACKAGE_NAME_MAX_LENGTH })
  packageName!: string;

  @Property({ type: 'string', length: PACKAGE_DESCRIPTION_MAX_LENGTH })
  packageDescription!: string;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  packagePrice!: number;

  @Property({ type: 'smallint' })
  taxIva!: number;

  /** Price before tax: price × 100 / (100 + tax), 2 decimals. */
  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  priceUnit!: number;

  @Property({ type: 'smallint' })
  validityPeriod!: number;

  @Property({ type: 'string', length: 1 })
  validityTypeId!: ValidityTypeId;

  @Property({ type: 'boolean' })
  publicVisibility: boolean = false;

  @Property({ type: 'smallint' })
  relevance!: number;

  /** Position among the packages of the same type and relevance. */
  @Property({ type: 'integer', fieldName: 'sort_order' })
  order!: number;

  @Property({ type: 'boolean' })
  applyOffer: boolean = false;

  @Property({ type: 'string', length: 3, nullable: true })
  offerTypeCode?: OfferTypeCode | null;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  totalOffer: number = 0;

  /** Also the launch date shown in the package list. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offerStartTime?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  offerExpirationTime?: Date | null;

  /** Key of the offer image in the file storage. */
  @Property({ type: 'string', length: 100, nullable: true })
  offerImageKey?: string | null;

  /** Rich-text summary, sanitised before it is stored. */
  @Property({ type: 'text', nullable: true })
  summaryHtml?: string | null;

  /** Contracts: the device category of a device-based contract product's package (§3.7); null otherwise. */
  @Property({ type: 'smallint', nullable: true })
  deviceCategoryId?: number | null;

  @Property({ type: 'smallint' })
  idstate: EntityState = EntityState.ACTIVE;

  @ManyToMany({
    entity: () => Service,
    pivotTable: 'catalogue.package_service',
    joinColumn: 'package_id',
    inverseJoinColumn: 'service_id',
  })
  services = new Collection<Service>(this);

  @ManyToMany({
    entity: () => Channel,
    pivotTable: 'catalogue.package_channel',
    joinColumn: 'package_id',
    inverseJoinColumn: 'channel_id',
  })
  channels = new Collection<Channel>(this);

  @OneToMany(() => PackageCustomer, (link) => link.package, { orphanRemoval: true })
  customers = new Collection<PackageCustomer>(this);

  @OneToMany(() => PackageFeature, (feature) => feature.package, { orphanRemoval: true })
  features = new Collection<PackageFeature>(this);

  static create(packageCode: string, terms: PackageTerms, links: PackageLinks, state: EntityState): Package {
    const pkg = new Package();
    pkg.packageCode = packageCode.trim();
    pkg.revise(terms, links);
    pkg.idstate = state;
    return pkg;
  }

  revise(terms: PackageTerms, links: PackageLinks): void {
    this.packageType = terms.packageType;
    this.packageName = terms.packageName.trim();
    this.packageDescription = terms.packageDescription.trim();
    this.packagePrice = terms.packagePrice;
    this.taxIva = terms.taxIva;
    this.priceUnit = unitPriceBeforeTax(terms.packagePrice, terms.taxIva);
    this.validityPeriod = terms.validityPeriod;
    this.validityTypeId = terms.validityTypeId;
    this.publicVisibility = terms.publicVisibility;
    this.relevance = terms.relevance;
    this.order = terms.order;
    this.applyOffer = terms.offer.applyOffer;
    this.offerTypeCode = terms.offer.applyOffer ? terms.offer.offerTypeCode : null;
    this.totalOffer = terms.offer.applyOffer ? terms.offer.totalOffer : 0;
    this.offerStartTime = terms.offer.offerStartTime;
    this.offerExpirationTime = terms.offer.offerExpirationTime;
    this.summaryHtml = terms.summaryHtml;
    this.services.set(links.services);
    this.channels.set(links.channels);
    this.linkCustomers(terms.publicVisibility ? [] : links.customerIds);
  }

  get active(): boolean {
    return isActiveState(this.idstate);
  }

  /**
   * Stores the key of the new offer image (or none) and returns the key it replaces, for the caller to
   * delete once the change is committed.
   */
  replaceOfferImage(key: string | null): string | null {
    const previous = this.offerImageKey ?? null;
    this.offerImageKey = key;
    return previous !== key ? previous : null;
  }

  /** The state chosen in the dialog; the order stays the one the form sent. */
  setState(state: EntityState): void {
    this.idstate = state;
  }

  /** An activated package goes last among the active ones of its type and relevance. */
  changeState(state: EntityState, activeSiblings: number): boolean {
    if (this.idstate === state) return false;
    this.idstate = state;
    if (state === EntityState.ACTIVE) this.order = activeSiblings + 1;
    return true;
  }

  configureFeature(service: Service, feature: ServiceFeature, quantity: number, storageUnit: StorageUnit | null): void {
    const existing = this.featureOf(service, feature);
    if (existing) {
      existing.quantity = quantity;
      existing.storageUnit = storageUnit;
      return;
    }
    const link = new PackageFeature();
    link.package = this;
    link.service = service;
    link.serviceFeature = feature;
    link.quantity = quantity;
    link.storageUnit = storageUnit;
    this.features.add(link);
  }

  removeFeature(service: Service, feature: ServiceFeature): void {
    const existing = this.featureOf(service, feature);
    if (existing) this.features.remove(existing);
  }

  featureOf(service: Service, feature: ServiceFeature): PackageFeature | undefined {
    return this.features.getItems().find((f) => f.service.id === service.id && f.serviceFeature.id === feature.id);
  }

  /** Marks the package modified when only its feature rows changed, so the audit fields follow. */
  touch(now: Date): void {
    this.modifiedOn = now;
  }

  private linkCustomers(customerIds: string[]): void {
    const wanted = new Set(customerIds.map((id) => id.toLowerCase()));
    for (const link of this.customers.getItems()) {
      if (!wanted.has(link.customerId)) this.customers.remove(link);
    }
    const kept = new Set(this.customers.getItems().map((link) => link.customerId));
    for (const customerId of wanted) {
      if (kept.has(customerId)) continue;
      const link = new PackageCustomer();
      link.package = this;
      link.customerId = customerId;
      this.customers.add(link);
    }
  }
}
