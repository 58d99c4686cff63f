import type { PackageRecord } from '@lic/shared-api-types';
import {
  bogotaDay,
  newPackageValues,
  packageOrder,
  packagePayload,
  packageValues,
  priceDigits,
  samePayload,
  validityDigits,
} from './package-form-values';

const record: PackageRecord = {
  id: 7,
  packageCode: 'COLFAC-PYME',
  packageName: 'Plan Pyme',
  packageDescription: 'Facturación para pymes',
  packageTypeId: 2,
  packageType: { id: 2, packageTypeCode: 'CMB', packageTypeName: 'Combo' },
  packagePrice: 1_190_000,
  taxIva: 19,
  priceUnit: 1_000_000,
  validityPeriod: 12,
  validityTypeId: 'M',
  validityPeriodDescription: '12 meses',
  publicVisibility: false,
  relevance: 1,
  relevanceName: 'Alta',
  order: 3,
  applyOffer: true,
  offerTypeCode: 'PTJ',
  totalOffer: 15,
  offerStartTime: '2030-01-01T05:00:00.000Z',
  offerExpirationTime: '2030-02-01T04:59:59.999Z',
  summaryHtml: '<p>Resumen</p>',
  idstate: 0,
  urlImageOffer: '/license/api/Package/OfferImage/7/oferta%20pyme.png',
  packageService: [
    { serviceId: 3, serviceName: 'COLNOMINA' },
    { serviceId: 1, serviceName: 'COLFACTURA' },
  ],
  packageChannel: [{ channelId: 2, channelType: 'Asesor comercial' }],
  packageCustomer: [
    {
      customerId: 'b7e5a3c2-0000-4000-8000-000000000001',
      customer: { documentNumber: null, legalName: null, legalFirstName: null, legalLastName: null, firstName: null, lastName: null },
    },
  ],
  createdby: 'ana',
  createdon: '2029-12-01T15:00:00Z',
  modifiedby: null,
  modifiedon: null,
};

describe('package form values', () => {
  it('keeps digits only: 18 for the price, up to 999 for the validity', () => {
    expect(priceDigits('1.234.567abc')).toBe('1234567');
    expect(priceDigits('1234567890123456789012')).toBe('123456789012345678');
    expect(validityDigits('12x')).toBe('12');
    expect(validityDigits('4500')).toBe('999');
    expect(validityDigits('')).toBe('');
  });

  it('reads API instants as Bogotá calendar days', () => {
    expect(bogotaDay('2030-01-01T04:59:59Z')?.format('YYYY-MM-DD')).toBe('2029-12-31');
    expect(bogotaDay('2030-01-01')?.format('YYYY-MM-DD')).toBe('2030-01-01');
    expect(bogotaDay(null)).toBeUndefined();
  });

  it('builds the PascalCase payload with the unit price and YYYY-MM-DD offer dates', () => {
    const payload = packagePayload(packageValues(record), record.id);

    expect(payload).toEqual({
      Id: 7,
      PackageCode: 'COLFAC-PYME',
      PackageTypeId: 2,
      PackageName: 'Plan Pyme',
      PackageDescription: 'Facturación para pymes',
      PackagePrice: 1_190_000,
      TaxIva: 19,
      PriceUnit: 1_000_000,
      ValidityPeriod: 12,
      ValidityTypeId: 'M',
      Relevance: 1,
      Order: 3,
      ApplyOffer: true,
      OfferTypeCode: 'PTJ',
      TotalOffer: 15,
      OfferStartTime: '2030-01-01',
      OfferExpirationTime: '2030-01-31',
      PublicVisibility: false,
      PackageServiceIdList: [1, 3],
      PackageChannelIdList: [2],
      CustomerIdList: ['b7e5a3c2-0000-4000-8000-000000000001'],
      SummaryHtml: '<p>Resumen</p>',
      Idstate: 0,
      Image: null,
    });
  });

  it('sends no offer type, value nor companies when there is no offer and the package is public', () => {
    const values = { ...packageValues(record), applyOffer: false, publicVisibility: true };

    expect(packagePayload(values, 7)).toMatchObject({ OfferTypeCode: null, TotalOffer: 0, CustomerIdList: [], PublicVisibility: true });
  });

  it('sends a newly chosen image only', () => {
    const image = { fileName: 'nueva.png', contentBase64: 'iVBORw0KGgo=' };

    expect(packagePayload({ ...packageValues(record), image }, 7).Image).toEqual({
      FileName: 'nueva.png',
      ContentFileBase64: 'iVBORw0KGgo=',
    });
    expect(packageValues(record).image).toEqual({ fileName: 'oferta pyme.png', url: record.urlImageOffer });
  });

  it('tells an untouched package from an edited one', () => {
    const unchanged = packagePayload(packageValues(record), 7);

    expect(samePayload(unchanged, packagePayload(packageValues(record), 7))).toBe(true);
    expect(samePayload(unchanged, packagePayload({ ...packageValues(record), packageName: 'Plan Pyme+' }, 7))).toBe(false);
  });

  it('starts a new package active, private, without offer and dated today', () => {
    const values = newPackageValues(19);

    expect(values).toMatchObject({ active: true, publicVisibility: false, applyOffer: false, offerTypeCode: 'VLR', taxIva: 19 });
    const bogotaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
    expect(values.offerStartTime?.format('YYYY-MM-DD')).toBe(bogotaToday);
    expect(values.offerExpirationTime?.format('YYYY-MM-DD')).toBe(bogotaToday);
  });

  it('orders a package after the active ones of its type and relevance', () => {
    expect(packageOrder(4, true, false)).toBe(5);
    expect(packageOrder(4, true, true)).toBe(4);
    expect(packageOrder(4, false, true)).toBe(3);
    expect(packageOrder(0, false, false)).toBe(1);
  });
});
