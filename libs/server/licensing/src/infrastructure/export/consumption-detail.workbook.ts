import { sheetOf, xlsxFile } from './xlsx-sheet';

export interface DetailBalanceRow {
  customerName: string;
  documentType: number;
  documentNumber: string;
  serviceName: string;
  packageName: string;
  featureName: string;
  /** Null when unlimited. */
  purchased: number | null;
  used: number;
  available: number | null;
  /** Storage features: MB or GB, the unit of the three figures; null otherwise. */
  storageUnit: string | null;
  lastUseDate: Date | null;
}

export interface DetailEventRow {
  occurredAt: Date;
  recordedAt: Date;
  appName: string;
  eventId: string;
  documentNumber: string;
  serviceName: string;
  featureCode: string;
  featureName: string;
  quantity: number;
}

const shown = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** dd/mm/aaaa hh:mm:ss in America/Bogota, as the back office shows instants. */
export function bogotaDateTime(date: Date | null): string {
  if (!date) return '';
  const parts = Object.fromEntries(shown.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}:${parts.second}`;
}

const UNLIMITED = 'Ilimitadas';

/**
 * "Detalle de consumo" (backoffice-licensing.md §2.2): sheet "Saldos" (one row per balance) and sheet
 * "Consumos" (the accepted events). Every text from the data is a text cell no spreadsheet runs as a
 * formula (safeCellText); figures are numbers.
 */
export async function consumptionDetailWorkbook(balances: DetailBalanceRow[], events: DetailEventRow[]): Promise<Buffer> {
  return xlsxFile([
    sheetOf({
      name: 'Saldos',
      rows: balances,
      columns: [
        { header: 'Empresa', width: 36, value: (b) => b.customerName },
        { header: 'Documento', width: 16, value: (b) => b.documentNumber },
        { header: 'Servicio', width: 16, value: (b) => b.serviceName },
        { header: 'Paquete', width: 30, value: (b) => b.packageName },
        { header: 'Característica', width: 32, value: (b) => b.featureName },
        { header: 'Compradas', width: 14, value: (b) => b.purchased ?? UNLIMITED },
        { header: 'Consumidas', width: 14, value: (b) => b.used },
        { header: 'Disponibles', width: 14, value: (b) => b.available ?? UNLIMITED },
        { header: 'Unidad', width: 10, value: (b) => b.storageUnit ?? null },
        { header: 'Último consumo', width: 22, value: (b) => bogotaDateTime(b.lastUseDate) },
      ],
    }),
    sheetOf({
      name: 'Consumos',
      rows: events,
      columns: [
        { header: 'Fecha del consumo', width: 22, value: (e) => bogotaDateTime(e.occurredAt) },
        { header: 'Fecha de registro', width: 22, value: (e) => bogotaDateTime(e.recordedAt) },
        { header: 'Aplicación', width: 14, value: (e) => e.appName },
        { header: 'Id del evento', width: 36, value: (e) => e.eventId },
        { header: 'Documento', width: 16, value: (e) => e.documentNumber },
        { header: 'Servicio', width: 16, value: (e) => e.serviceName },
        { header: 'Código', width: 28, value: (e) => e.featureCode },
        { header: 'Característica', width: 32, value: (e) => e.featureName },
        { header: 'Cantidad', width: 12, value: (e) => e.quantity },
      ],
    }),
  ]);
}
