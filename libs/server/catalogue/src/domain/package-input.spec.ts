import { describe, expect, it } from '@jest/globals';
import { uploadTestFiles } from '@lic/server-kernel';
import { CatalogueInputError } from './catalogue.errors';
import { validatePackageInput, type PackageInput, type PackageInputContext } from './package-input';

const NOW = new Date('2026-11-22T15:00:00.000Z');
const PNG = uploadTestFiles.png().toString('base64');
const COMPANY = '7D7C3F4E-2A4B-4C55-9A51-0C0FFEE00001';

const input = (overrides: Partial<PackageInput> = {}): PackageInput => ({
  packageCode: ' COLFAC-PYME ',
  packageTypeId: 1,
  packageName: 'Plan Pyme',
  packageDescription: 'Facturación electrónica: 500 documentos al año (3 usuarios).',
  packagePrice: 890000,
  taxIva: 19,
  validityPeriod: 1,
  validityTypeId: 'A',
  relevance: 1,
  order: 1,
  applyOffer: true,
  offerTypeCode: 'PTJ',
  totalOffer: 20,
  offerStartTime: '2026-11-22',
  offerExpirationTime: '2026-12-31',
  publicVisibility: false,
  serviceIds: [1, 1, 2],
  channelIds: [1],
  customerIds: [COMPANY],
  summaryHtml: '<p onclick="x()">500 <b>documentos</b></p>',
  idstate: 0,
  image: { fileName: 'oferta.png', contentBase64: PNG },
  ...overrides,
});
const context: PackageInputContext = { now: NOW, hasStoredImage: false };

function errorsOf(value: PackageInput, ctx: PackageInputContext = context): { field: string; message: string }[] {
  try {
    validatePackageInput(value, ctx);
  } catch (error) {
    if (error instanceof CatalogueInputError) return error.fields;
    throw error;
  }
  return [];
}

describe('validatePackageInput', () => {
  it('normalises a valid package: trimmed code, unique ids, lower-case companies, sanitised summary, offer instants', () => {
    const valid = validatePackageInput(input(), context);
    expect(valid).toMatchObject({
      packageCode: 'COLFAC-PYME',
      serviceIds: [1, 2],
      customerIds: [COMPANY.toLowerCase()],
      summaryHtml: '<p>500 <b>documentos</b></p>',
      offer: {
        applyOffer: true,
        offerTypeCode: 'PTJ',
        totalOffer: 20,
        offerStartTime: new Date('2026-11-22T05:00:00.000Z'),
        offerExpirationTime: new Date('2027-01-01T04:59:59.999Z'),
      },
    });
    expect(valid.image?.contentType).toBe('image/png');
  });

  it('drops the companies of a public package and the offer fields and image when there is no offer', () => {
    const valid = validatePackageInput(
      input({
        publicVisibility: true,
        applyOffer: false,
        offerTypeCode: 'VLR',
        totalOffer: 9,
        offerStartTime: null,
        offerExpirationTime: null,
      }),
      context,
    );
    expect(valid.customerIds).toEqual([]);
    expect(valid.offer).toEqual({ applyOffer: false, offerTypeCode: null, totalOffer: 0, offerStartTime: NOW, offerExpirationTime: NOW });
    expect(valid.image).toBeNull();
  });

  it('reports every broken rule at once', () => {
    expect(
      errorsOf(
        input({
          packageCode: '',
          packageTypeId: 4,
          packageName: 'N'.repeat(41),
          packageDescription: 'Plan <script>',
          packagePrice: 10.5,
          taxIva: 120,
          validityPeriod: 1000,
          validityTypeId: 'X',
          relevance: 0,
          order: 0,
          serviceIds: [],
          channelIds: [],
          customerIds: [],
          idstate: 3,
        }),
      ),
    ).toEqual([
      { field: 'PackageCode', message: 'Campo obligatorio' },
      { field: 'PackageTypeId', message: 'El valor no es una opción válida.' },
      { field: 'PackageName', message: 'Máximo 40 caracteres.' },
      { field: 'PackageDescription', message: 'La descripción contiene caracteres no permitidos.' },
      { field: 'PackagePrice', message: 'El campo debe ser numérico.' },
      { field: 'TaxIva', message: 'El campo debe ser numérico y menor o igual a 100.' },
      { field: 'ValidityPeriod', message: 'Debe ser un número entero entre 1 y 999.' },
      { field: 'ValidityTypeId', message: 'El valor no es una opción válida.' },
      { field: 'Relevance', message: 'El valor no es una opción válida.' },
      { field: 'Order', message: 'Debe ser un número entero entre 1 y 9999.' },
      { field: 'PackageServiceIdList', message: 'Campo obligatorio' },
      { field: 'PackageChannelIdList', message: 'Campo obligatorio' },
      { field: 'CustomerIdList', message: 'Campo obligatorio' },
      { field: 'Idstate', message: 'El valor no es una opción válida.' },
    ]);
  });

  it('checks the offer value against its type and the package price', () => {
    expect(errorsOf(input({ offerTypeCode: 'VLR', totalOffer: 890001 }))).toEqual([
      { field: 'TotalOffer', message: 'El valor total de la oferta no puede superar el valor del paquete' },
    ]);
    expect(errorsOf(input({ offerTypeCode: 'VLR', totalOffer: 890000 }))).toEqual([]);
    expect(errorsOf(input({ totalOffer: 101 }))).toEqual([
      { field: 'TotalOffer', message: 'El campo debe ser numérico y menor o igual a 100.' },
    ]);
    expect(errorsOf(input({ offerTypeCode: 'ABC' }))).toEqual([{ field: 'OfferTypeCode', message: 'El valor no es una opción válida.' }]);
    expect(errorsOf(input({ totalOffer: '1'.repeat(19) }))).toEqual([{ field: 'TotalOffer', message: 'Máximo 18 caracteres.' }]);
  });

  it('checks the offer dates: valid, end not before today (Bogotá) nor before the start', () => {
    expect(errorsOf(input({ offerStartTime: null, offerExpirationTime: 'x' }))).toEqual([
      { field: 'OfferStartTime', message: 'Campo obligatorio' },
      { field: 'OfferExpirationTime', message: 'Fecha no valida' },
    ]);
    expect(errorsOf(input({ offerStartTime: '2026-11-01', offerExpirationTime: '2026-11-21' }))).toEqual([
      { field: 'OfferExpirationTime', message: 'Fecha fin oferta debe ser mayor o igual a la actual' },
    ]);
    expect(errorsOf(input({ offerStartTime: '2026-11-01', offerExpirationTime: '2026-11-22' }))).toEqual([]);
    expect(errorsOf(input({ offerStartTime: '2026-12-10', offerExpirationTime: '2026-12-09' }))).toEqual([
      { field: 'OfferExpirationTime', message: 'Fecha fin oferta debe ser mayor a la fecha inicio oferta' },
    ]);
    expect(errorsOf(input({ offerStartTime: '2026-12-10', offerExpirationTime: '2026-12-10' }))).toEqual([]);
  });

  it('needs an image for an offer unless one is stored, and checks it by content', () => {
    expect(errorsOf(input({ image: null }))).toEqual([{ field: 'Image', message: 'Campo obligatorio' }]);
    expect(errorsOf(input({ image: null }), { ...context, hasStoredImage: true })).toEqual([]);
    expect(errorsOf(input({ image: { fileName: 'oferta.gif', contentBase64: PNG } }))).toEqual([
      { field: 'Image', message: 'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).' },
    ]);
  });

  it('limits the summary to 250 plain characters and stores none when it is empty', () => {
    expect(errorsOf(input({ summaryHtml: `<p>${'x'.repeat(250)}</p>` }))).toEqual([]);
    expect(errorsOf(input({ summaryHtml: `<p>${'x'.repeat(251)}</p>` }))).toEqual([
      { field: 'SummaryHtml', message: 'Máximo 250 caracteres.' },
    ]);
    expect(validatePackageInput(input({ summaryHtml: '<p><script>x</script></p>' }), context).summaryHtml).toBeNull();
  });

  it('lets an unlimited (I) package keep its validity type, never choose it', () => {
    expect(errorsOf(input({ validityTypeId: 'I' }))).toEqual([{ field: 'ValidityTypeId', message: 'El valor no es una opción válida.' }]);
    expect(errorsOf(input({ validityTypeId: 'I' }), { ...context, currentValidityTypeId: 'I' })).toEqual([]);
  });
});
