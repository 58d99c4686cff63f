import { Migration } from '@mikro-orm/migrations';

// Price tiers of GetPriceByLicenseType (storefront.md §3 "Price tier"), IVA included, by package code:
// the employee tiers of the colnomina base packages priced by employees, and document and general
// tiers of the demo catalogue. A code without an active package is not answered. A later change is a
// new migration (or, later, a back-office screen).
const TIERS: { type: 'general' | 'employee' | 'documents'; packageCode: string; tiers: [quantity: number, price: number][] }[] = [
  {
    type: 'employee',
    packageCode: 'COLNOM-BASICO',
    tiers: [
      [10, 420_000],
      [25, 690_000],
      [50, 980_000],
    ],
  },
  {
    type: 'employee',
    packageCode: 'COLNOM-PYME',
    tiers: [
      [50, 980_000],
      [100, 1_650_000],
      [200, 2_900_000],
    ],
  },
  {
    type: 'employee',
    packageCode: 'COLNOM-OFERTA-VLR',
    tiers: [
      [50, 980_000],
      [100, 1_650_000],
      [200, 2_900_000],
    ],
  },
  {
    type: 'documents',
    packageCode: 'COLFAC-DOC-ADIC-100',
    tiers: [
      [100, 120_000],
      [500, 540_000],
      [1000, 990_000],
    ],
  },
  {
    type: 'general',
    packageCode: 'COLFAC-EMPRENDEDOR',
    tiers: [
      [1, 350_000],
      [5, 1_600_000],
      [10, 3_000_000],
    ],
  },
  {
    type: 'general',
    packageCode: 'FIRMAYA-50',
    tiers: [
      [1, 150_000],
      [5, 700_000],
      [10, 1_300_000],
    ],
  },
];

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

export class Migration20261122030100OrderingPriceTiers extends Migration {
  override async up(): Promise<void> {
    const rows = TIERS.flatMap((group) =>
      group.tiers.map(([quantity, price]) => `(${text(group.type)}, ${text(group.packageCode)}, ${quantity}, ${price})`),
    );
    this.addSql(`insert into "ordering"."price_tier" ("type", "package_code", "quantity", "price") values ${rows.join(', ')};`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "ordering"."price_tier";`);
  }
}
