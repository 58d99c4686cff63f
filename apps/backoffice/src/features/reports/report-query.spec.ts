import { describe, expect, it } from '@jest/globals';
import { missingInput, readReportQuery, reportApiQuery } from './report-query';

const read = (search: string) => readReportQuery(new URLSearchParams(search));

describe('report view query', () => {
  it('reads the parameters of the detail button of a licence', () => {
    const query = read(
      'reportType=KibanaConsumptionReport&documentType=4&documentNumber=900123456&claimCreate=COLFACTURA_DOCUMENTO&claimDelete=COLFACTURA',
    );
    expect(query).toEqual({
      reportType: 'KibanaConsumptionReport',
      documentType: 4,
      documentNumber: '900123456',
      claimCreate: 'COLFACTURA_DOCUMENTO',
      claimDelete: 'COLFACTURA',
      askCustomer: false,
      from: null,
      to: null,
      rangeProblem: null,
    });
    expect(missingInput(query!)).toBeNull();
    expect(reportApiQuery(query!)).toBe(
      'reportType=KibanaConsumptionReport&documentType=4&documentNumber=900123456&claimCreate=COLFACTURA_DOCUMENTO&claimDelete=COLFACTURA',
    );
  });

  it('reads the document type as its code too (the token carries customer_type NIT)', () => {
    expect(read('reportType=GeneralConsumptionReport&documentType=nit&documentNumber=900123456')).toMatchObject({
      documentType: 4,
      documentNumber: '900123456',
    });
    expect(read('reportType=GeneralConsumptionReport&documentType=XX&documentNumber=900123456')).toMatchObject({ documentType: null });
  });

  it('refuses an unknown report type', () => {
    expect(read('reportType=Kibana')).toBeNull();
    expect(read('')).toBeNull();
  });

  it('drops half a document and the claims of the general report', () => {
    const query = read('reportType=GeneralConsumptionReport&documentNumber=900123456&claimCreate=X')!;
    expect(query.documentNumber).toBeNull();
    expect(reportApiQuery(query)).toBe('reportType=GeneralConsumptionReport');
  });

  it('asks for what is missing', () => {
    expect(missingInput(read('reportType=GeneralConsumptionReport')!)).toBeNull();
    expect(missingInput(read('reportType=GeneralConsumptionReport&askCustomer=true')!)).toBe('customer');
    expect(missingInput(read('reportType=GeneralConsumptionReport&askCustomer=true&documentType=1&documentNumber=1234567')!)).toBeNull();
    expect(missingInput(read('reportType=KibanaConsumptionReport&claimDelete=COLFACTURA')!)).toBe('feature');
  });
});
