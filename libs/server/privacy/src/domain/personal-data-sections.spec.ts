import { describe, expect, it } from '@jest/globals';
import type { PersonalDataExport } from '@lic/shared-api-types';
import { winAnsiText } from '../infrastructure/export/personal-data.pdf';
import { bogotaDateTime, personalDataSections } from './personal-data-sections';

const empty: PersonalDataExport = {
  generatedOn: '2026-11-29T15:00:00.000Z',
  account: { userName: 'cliente', name: 'María López', email: 'maria@empresa.com.co' },
  company: { customerName: 'Empresa Demo S.A.S.', documentNumber: '900123456', isNewCustomer: false, email: '' },
  orders: [],
  contracts: [],
  consents: [],
  dataRequests: [],
  mails: [],
};

describe('the export as tables a person reads', () => {
  it('keeps every kind of record, in order, even when empty', () => {
    const sections = personalDataSections(empty);
    expect(sections.map((s) => s.title)).toEqual([
      'Cuenta',
      'Empresa',
      'Órdenes',
      'Pagos',
      'Licencias',
      'Convenios',
      'Autorizaciones',
      'Solicitudes',
      'Correos enviados',
    ]);
    expect(sections[0].rows).toEqual([['cliente', 'María López', 'maria@empresa.com.co']]);
    // Spanish labels; flags and empty values left out.
    expect(sections[1].rows).toEqual([
      ['Nombre o razón social', 'Empresa Demo S.A.S.'],
      ['Número de documento', '900123456'],
    ]);
    expect(sections.slice(2).every((s) => s.rows.length === 0)).toBe(true);
  });

  it('writes a contract with its standing, people and lines', () => {
    const [contracts] = personalDataSections({
      ...empty,
      contracts: [
        {
          contractNumber: 'OP-1',
          serviceName: 'COLFACTURA',
          contractStartDate: '2026-12-01T05:00:00.000Z',
          contractEndDate: '2027-12-01T04:59:59.999Z',
          standing: 'POR_INICIAR',
          customer: { name: 'Empresa', documentNumber: '900123456', address: 'Calle 1', cellphoneNumber: '3001112233', email: 'e@x.co' },
          supervisor: { name: 'Paula Gómez', documentNumber: '1020', address: 'Cra 2', phoneNumber: null, email: 'p@x.co', jobTitle: null },
          lines: [{ packageCode: 'P', packageDescription: 'Plan Pyme', quantity: 0, isUnlimited: true, validity: '1 año' }],
        },
      ],
    }).filter((s) => s.title === 'Convenios');
    expect(contracts.rows[0]).toEqual([
      'OP-1',
      'COLFACTURA',
      '01/12/2026',
      '30/11/2027',
      'Por iniciar',
      'Empresa',
      '900123456',
      'Calle 1',
      '3001112233',
      'e@x.co',
      'Paula Gómez (1020)',
      'p@x.co',
      'Plan Pyme: ilimitado, 1 año',
    ]);
  });

  it('shows instants in Bogotá time and calendar days as dd/mm/aaaa', () => {
    expect(bogotaDateTime('2026-11-29T03:30:00.000Z')).toBe('28/11/2026 22:30');
    expect(bogotaDateTime('2026-12-07')).toBe('07/12/2026');
    expect(bogotaDateTime(null)).toBeNull();
  });

  it('writes Spanish as is in the PDF and what the standard fonts lack as ?', () => {
    expect(winAnsiText('Señora Muñoz: “año” — ¿sí? €')).toBe('Señora Muñoz: “año” — ¿sí? €');
    expect(winAnsiText('línea\nnueva 😀 中')).toBe('línea nueva ? ?');
  });
});
