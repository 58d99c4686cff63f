import ExcelJS from 'exceljs';
import { safeCellText } from './safe-cell';

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
 * "Consumos" (the accepted events). Every text from the data goes through safeCellText; figures are numbers.
 */
export async function consumptionDetailWorkbook(balances: DetailBalanceRow[], events: DetailEventRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tienda de licencias';
  workbook.created = new Date();

  const saldos = workbook.addWorksheet('Saldos');
  saldos.columns = [
    { header: 'Empresa', key: 'customer', width: 36 },
    { header: 'Documento', key: 'document', width: 16 },
    { header: 'Servicio', key: 'service', width: 16 },
    { header: 'Paquete', key: 'package', width: 30 },
    { header: 'Característica', key: 'feature', width: 32 },
    { header: 'Compradas', key: 'purchased', width: 14 },
    { header: 'Consumidas', key: 'used', width: 14 },
    { header: 'Disponibles', key: 'available', width: 14 },
    { header: 'Último consumo', key: 'lastUse', width: 22 },
  ];
  for (const b of balances) {
    saldos.addRow({
      customer: safeCellText(b.customerName),
      document: safeCellText(b.documentNumber),
      service: safeCellText(b.serviceName),
      package: safeCellText(b.packageName),
      feature: safeCellText(b.featureName),
      purchased: b.purchased ?? UNLIMITED,
      used: b.used,
      available: b.available ?? UNLIMITED,
      lastUse: bogotaDateTime(b.lastUseDate),
    });
  }

  const consumos = workbook.addWorksheet('Consumos');
  consumos.columns = [
    { header: 'Fecha del consumo', key: 'occurredAt', width: 22 },
    { header: 'Fecha de registro', key: 'recordedAt', width: 22 },
    { header: 'Aplicación', key: 'app', width: 14 },
    { header: 'Id del evento', key: 'eventId', width: 36 },
    { header: 'Documento', key: 'document', width: 16 },
    { header: 'Servicio', key: 'service', width: 16 },
    { header: 'Código', key: 'featureCode', width: 28 },
    { header: 'Característica', key: 'feature', width: 32 },
    { header: 'Cantidad', key: 'quantity', width: 12 },
  ];
  for (const e of events) {
    consumos.addRow({
      occurredAt: bogotaDateTime(e.occurredAt),
      recordedAt: bogotaDateTime(e.recordedAt),
      app: safeCellText(e.appName),
      eventId: safeCellText(e.eventId),
      document: safeCellText(e.documentNumber),
      service: safeCellText(e.serviceName),
      featureCode: safeCellText(e.featureCode),
      feature: safeCellText(e.featureName),
      quantity: e.quantity,
    });
  }
  for (const sheet of [saldos, consumos]) {
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
