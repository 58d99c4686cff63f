import { Migration } from '@mikro-orm/migrations';

// The wizard's parameter lists as first published (docs/api/contracts.md "Parámetros"): one jsonb value per
// list. Document types keep only their visibility flags here; their names come from the reference context.
// A later change is a new migration, never an edit of this one.
const PARAMETERS: Record<string, unknown> = {
  paymentTypes: [
    { paymentTypeId: 1, paymentTypeName: 'Contado' },
    { paymentTypeId: 2, paymentTypeName: 'Crédito 30 días' },
    { paymentTypeId: 3, paymentTypeName: 'Crédito 60 días' },
    { paymentTypeId: 4, paymentTypeName: 'Crédito 90 días' },
  ],
  documentTypeVisibility: [
    { id: 1, isVisibleClient: true, isVisibleSupervisor: true },
    { id: 2, isVisibleClient: true, isVisibleSupervisor: true },
    { id: 4, isVisibleClient: true, isVisibleSupervisor: false },
    { id: 6, isVisibleClient: true, isVisibleSupervisor: true },
    { id: 10, isVisibleClient: false, isVisibleSupervisor: true },
    { id: 13, isVisibleClient: true, isVisibleSupervisor: true },
  ],
  validityTypes: [
    { id: 'A', nameValidity: 'Años' },
    { id: 'M', nameValidity: 'Meses' },
    { id: 'D', nameValidity: 'Días' },
  ],
  maxValidityAmounts: [
    { id: 'A', amount: 2 },
    { id: 'M', amount: 24 },
    { id: 'D', amount: 730 },
  ],
  deviceTypes: [
    { id: 1, nameDevice: 'Token criptográfico', codeDevice: 'TOKEN' },
    { id: 2, nameDevice: 'Firma en la nube', codeDevice: 'NUBE' },
    { id: 3, nameDevice: 'Tarjeta inteligente', codeDevice: 'TARJETA' },
  ],
  credentialDeliveryTypes: [
    { id: 1, nameDelivery: 'Correo electrónico' },
    { id: 2, nameDelivery: 'Mensaje de texto (SMS)' },
    { id: 3, nameDelivery: 'Entrega presencial' },
  ],
  maxReassignmentQuota: 5,
  startDate: { isBeyondOneMonth: true, dateUnit: 'month', quantity: 1 },
};

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

export class Migration20261122080200ContractsParameters extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into "contracts"."contract_parameter" ("code", "value") values ${Object.entries(PARAMETERS)
        .map(([code, value]) => `(${text(code)}, ${text(JSON.stringify(value))}::jsonb)`)
        .join(', ')};`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('delete from "contracts"."contract_parameter";');
  }
}
