import { Collection, DecimalType } from '@mikro-orm/core';
import { Entity, ManyToMany, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { PROMO_CODE_MAX_LENGTH, PROMO_DESCRIPTION_MAX_LENGTH } from '@lic/shared-rules';
import { EntityState, isActiveState } from './entity-state';
import { Package } from './package.entity';
import type { OfferTypeCode } from './package-terms';
import type { PeriodicityType, PromoCodeTerms } from './promo-code-terms';
import { PromotionalUserType } from './promotional-user-type.entity';

/**
 * A promotional code: a percentage (PTJ) or value (VLR) discount on some packages or on the whole
 * purchase, valid between two dates, with a number of uses (1 = single use) that a MONTHLY code
 * renews every periodicityQuantity months until endPeriodicityDate. Its code never changes.
 */
@Entity({ schema: 'catalogue', tableName: 'promotional_code' })
export class PromoCode extends AuditedEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: PROMO_CODE_MAX_LENGTH, unique: 'promotional_code_promotion_code_unique' })
  promotionCode!: string;

  @Property({ type: 'string', length: PROMO_DESCRIPTION_MAX_LENGTH })
  descriptionPromotionCode!: string;

  @Property({ type: 'integer' })
  useQuantity!: number;

  @Property({ type: 'smallint' })
  idstate: EntityState = EntityState.ACTIVE;

  @Property({ type: 'boolean' })
  applyTotalPurchase: boolean = false;

  @Property({ type: 'boolean' })
  applyProduct: boolean = false;

  @Property({ type: 'string', length: 3 })
  offerTypeCode!: OfferTypeCode;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  offerValue!: number;

  /** YYYY-MM-DD, a Bogotá calendar day. */
  @Property({ type: 'date' })
  effectiveStartDate!: string;

  @Property({ type: 'date' })
  expirationDate!: string;

  @Property({ type: 'string', length: 10 })
  periodicityType!: PeriodicityType;

  /** Months between renewals of a MONTHLY code. */
  @Property({ type: 'smallint', nullable: true })
  periodicityQuantity?: number | null;

  @Property({ type: 'date', nullable: true })
  endPeriodicityDate?: string | null;

  @ManyToOne(() => PromotionalUserType, { fieldName: 'type_user_id' })
  typeUser!: PromotionalUserType;

  @ManyToMany({
    entity: () => Package,
    pivotTable: 'catalogue.promotional_code_package',
    joinColumn: 'promotional_code_id',
    inverseJoinColumn: 'package_id',
  })
  packages = new Collection<Package>(this);

  static create(terms: PromoCodeTerms, typeUser: PromotionalUserType, packages: Package[]): PromoCode {
    const promo = new PromoCode();
    promo.promotionCode = terms.promotionCode;
    promo.revise(terms, typeUser, packages);
    return promo;
  }

  /** The code itself is left as it is: it is locked once created. */
  revise(terms: PromoCodeTerms, typeUser: PromotionalUserType, packages: Package[]): void {
    this.descriptionPromotionCode = terms.descriptionPromotionCode;
    this.useQuantity = terms.useQuantity;
    this.idstate = terms.idstate;
    this.applyTotalPurchase = terms.applyTotalPurchase;
    this.applyProduct = terms.applyProduct;
    this.offerTypeCode = terms.offerTypeCode;
    this.offerValue = terms.offerValue;
    this.effectiveStartDate = terms.effectiveStartDate;
    this.expirationDate = terms.expirationDate;
    this.periodicityType = terms.periodicityType;
    this.periodicityQuantity = terms.periodicityQuantity;
    this.endPeriodicityDate = terms.endPeriodicityDate;
    this.typeUser = typeUser;
    this.packages.set(packages);
  }

  get active(): boolean {
    return isActiveState(this.idstate);
  }

  changeState(state: EntityState): boolean {
    if (this.idstate === state) return false;
    this.idstate = state;
    return true;
  }
}
