import { randomUUID } from 'node:crypto';
import type { Rel } from '@mikro-orm/core';
import { DecimalType } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PurchaseOrder } from './purchase-order.entity';

/** The package of an order line as the catalogue described it when the order was registered. */
export interface OrderedPackage {
  packageId: number;
  packageCode: string;
  packageName: string;
  packageTypeCode: string;
  /** Catalogue price with IVA per unit (0: a free package). */
  unitPrice: number;
  validityTypeId: string;
  validityPeriod: number;
}

/** The server's pricing of a line (shared/rules priceCart). */
export interface LinePricing {
  quantity: number;
  base: number;
  discount: number;
  newBase: number;
  taxiva: number;
  ivaValue: number;
  total: number;
}

/** One package of a purchase order, priced by the server. */
@Entity({ schema: 'ordering', tableName: 'purchase_order_line' })
@Index({ name: 'purchase_order_line_order_id_index', properties: ['order'] })
export class PurchaseOrderLine {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => PurchaseOrder, { deleteRule: 'cascade' })
  order!: Rel<PurchaseOrder>;

  @Property({ type: 'smallint' })
  lineNumber!: number;

  @Property({ type: 'integer' })
  packageId!: number;

  @Property({ type: 'string', length: 30 })
  packageCode!: string;

  @Property({ type: 'string', length: 40 })
  packageName!: string;

  @Property({ type: 'string', length: 3 })
  packageTypeCode!: string;

  @Property({ type: 'string', length: 1 })
  validityTypeId!: string;

  @Property({ type: 'smallint' })
  validityPeriod!: number;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  unitPrice!: number;

  /** Unit value before IVA (employee items: the tier price for the whole quantity). */
  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  base!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  discount!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  newBase!: number;

  /** IVA percent. */
  @Property({ type: 'smallint' })
  taxIva!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  ivaValue!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  total!: number;

  static of(order: PurchaseOrder, lineNumber: number, pkg: OrderedPackage, pricing: LinePricing): PurchaseOrderLine {
    const line = new PurchaseOrderLine();
    line.order = order;
    line.lineNumber = lineNumber;
    line.packageId = pkg.packageId;
    line.packageCode = pkg.packageCode;
    line.packageName = pkg.packageName;
    line.packageTypeCode = pkg.packageTypeCode;
    line.validityTypeId = pkg.validityTypeId;
    line.validityPeriod = pkg.validityPeriod;
    line.unitPrice = pkg.unitPrice;
    line.quantity = pricing.quantity;
    line.base = pricing.base;
    line.discount = pricing.discount;
    line.newBase = pricing.newBase;
    line.taxIva = pricing.taxiva;
    line.ivaValue = pricing.ivaValue;
    line.total = pricing.total;
    return line;
  }

  get isBase(): boolean {
    return this.packageTypeCode === 'BAS';
  }

  get isFree(): boolean {
    return Number(this.unitPrice) === 0;
  }
}
