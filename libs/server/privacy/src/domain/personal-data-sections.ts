import { dataRequestTypeLabel, type PersonalDataExport } from '@lic/shared-api-types';

export type SectionValue = string | number | null;

/** One kind of record of the export as a table: a sheet of the workbook, a section of the PDF. */
export interface PersonalDataSection {
  /** Spanish title; also the sheet name (at most 31 characters, none of : \ / ? * [ ]). */
  title: string;
  columns: string[];
  rows: SectionValue[][];
}

/** Labels of the company record's fields (the customers register); others keep their key. */
const COMPANY_LABELS: Record<string, string> = {
  customerName: 'Nombre o razón social',
  documentNumber: 'Número de documento',
  documentTypeId: 'Tipo de documento',
  personType: 'Tipo de persona',
  legalName: 'Razón social',
  firstName: 'Nombres',
  lastName: 'Apellidos',
  cellphoneNumber: 'Celular',
  email: 'Correo',
  fulladdress: 'Dirección',
  addressAdditionalInformation: 'Información adicional de la dirección',
  departmentId: 'Departamento (código DANE)',
  cityId: 'Ciudad (código DANE)',
  legalRepresentativeName: 'Representante legal',
  legalDocumentNumber: 'Documento del representante legal',
};

/** Fields of the company record that repeat another or are not data about the holder. */
const COMPANY_SKIPPED = new Set(['isNewCustomer', 'documentType', 'fullAddress', 'customerId']);

const STANDING: Record<string, string> = { VIGENTE: 'Vigente', POR_INICIAR: 'Por iniciar', TERMINADO: 'Terminado' };

/** A Bogotá date and time (dd/mm/aaaa hh:mm) of an ISO instant; a calendar day (aaaa-mm-dd) as dd/mm/aaaa. */
export function bogotaDateTime(iso: string | null): string | null {
  if (!iso) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso.split('-').reverse().join('/');
  const local = new Date(new Date(iso).getTime() - 5 * 3600_000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

const personName = (c: Record<string, unknown>): string =>
  String(c.legalName || [c.firstName, c.lastName].filter(Boolean).join(' ') || '').trim();

/**
 * The export (decision 0059) as the tables a person reads (decision 0068): one per kind of record, in the
 * order of the JSON, with Spanish headings and Bogotá dates. An empty kind keeps its table with no rows.
 */
export function personalDataSections(data: PersonalDataExport): PersonalDataSection[] {
  const company = data.company ?? {};
  return [
    {
      title: 'Cuenta',
      columns: ['Usuario', 'Nombre', 'Correo'],
      rows: data.account ? [[data.account.userName, data.account.name, data.account.email]] : [],
    },
    {
      title: 'Empresa',
      columns: ['Dato', 'Valor'],
      rows: Object.entries(company)
        .filter(([key, value]) => !COMPANY_SKIPPED.has(key) && value !== null && value !== undefined && value !== '')
        .map(([key, value]) => [COMPANY_LABELS[key] ?? key, typeof value === 'number' ? value : String(value)]),
    },
    {
      title: 'Órdenes',
      columns: [
        'Referencia',
        'Marca',
        'Fecha',
        'Medio de pago',
        'Total',
        'Titular',
        'Correo del titular',
        'Pagador',
        'Productos',
        'Autorización aceptada',
      ],
      rows: data.orders.map((order) => [
        order.paymentReference,
        order.appName,
        bogotaDateTime(order.registeredOn),
        order.paymentMethod,
        order.total,
        `${personName(order.serviceCustomer)} (${String(order.serviceCustomer.documentNumber ?? '')})`,
        String(order.serviceCustomer.email ?? ''),
        `${personName(order.billingCustomer)} (${String(order.billingCustomer.documentNumber ?? '')})`,
        order.lines.map((line) => `${line.quantity} × ${line.packageName}`).join('; '),
        bogotaDateTime(order.consent.acceptedAt),
      ]),
    },
    {
      title: 'Pagos',
      columns: ['Referencia', 'Medio', 'Estado', 'Valor', 'Iniciado', 'Decidido', 'Pasarela'],
      rows: data.orders
        .filter((order) => order.payment)
        .map((order) => {
          const p = order.payment!;
          return [order.paymentReference, p.method, p.state, p.amount, bogotaDateTime(p.openedOn), bogotaDateTime(p.decidedOn), p.gateway];
        }),
    },
    {
      title: 'Licencias',
      columns: ['Orden', 'Emitida', 'Licencia'],
      rows: data.orders.flatMap((order) =>
        order.licences.map((licence) => [order.paymentReference, bogotaDateTime(licence.issuedOn), licence.description]),
      ),
    },
    {
      title: 'Convenios',
      columns: [
        'Número',
        'Servicio',
        'Inicio',
        'Fin',
        'Estado',
        'Cliente',
        'Documento',
        'Dirección',
        'Celular',
        'Correo',
        'Supervisor',
        'Correo del supervisor',
        'Paquetes',
      ],
      rows: data.contracts.map((contract) => [
        contract.contractNumber,
        contract.serviceName,
        bogotaDateTime(contract.contractStartDate)?.slice(0, 10) ?? null,
        bogotaDateTime(contract.contractEndDate)?.slice(0, 10) ?? null,
        STANDING[contract.standing] ?? contract.standing,
        contract.customer.name,
        contract.customer.documentNumber,
        contract.customer.address,
        contract.customer.cellphoneNumber,
        contract.customer.email,
        contract.supervisor ? `${contract.supervisor.name} (${contract.supervisor.documentNumber})` : null,
        contract.supervisor?.email ?? null,
        contract.lines
          .map((line) => `${line.packageDescription}: ${line.isUnlimited ? 'ilimitado' : line.quantity}, ${line.validity}`)
          .join('; '),
      ]),
    },
    {
      title: 'Autorizaciones',
      columns: ['Marca', 'Formulario', 'Versión de la política', 'Aceptada', 'Dirección IP', 'Nombre', 'Correo'],
      rows: data.consents.map((consent) => [
        consent.appName,
        consent.form,
        consent.policyVersion,
        bogotaDateTime(consent.acceptedOn),
        consent.ip,
        consent.holderName,
        consent.holderEmail,
      ]),
    },
    {
      title: 'Solicitudes',
      columns: ['Número', 'Tipo', 'Radicada', 'Vence', 'Estado', 'Detalle', 'Respuesta'],
      rows: data.dataRequests.map((request) => [
        request.number,
        dataRequestTypeLabel[request.type] ?? request.type,
        bogotaDateTime(request.receivedOn),
        bogotaDateTime(request.dueOn),
        request.state,
        request.detail,
        request.answer,
      ]),
    },
    {
      title: 'Correos enviados',
      columns: ['Asunto', 'Para', 'Tipo', 'Enviado'],
      rows: data.mails.map((mail) => [mail.subject, mail.to, mail.category, bogotaDateTime(mail.sentOn)]),
    },
  ];
}
