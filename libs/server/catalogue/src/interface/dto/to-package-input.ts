import type { PackageInput } from '../../domain/package-input';
import type { SavePackageRequestDto } from './save-package.request.dto';

/** The save payload as the domain reads it; PriceUnit is left out (the server derives it). */
export function toPackageInput(body: SavePackageRequestDto): PackageInput {
  return {
    packageCode: body.PackageCode,
    packageTypeId: body.PackageTypeId,
    packageName: body.PackageName,
    packageDescription: body.PackageDescription,
    packagePrice: body.PackagePrice,
    taxIva: body.TaxIva,
    validityPeriod: body.ValidityPeriod,
    validityTypeId: body.ValidityTypeId,
    relevance: body.Relevance,
    order: body.Order,
    applyOffer: body.ApplyOffer,
    offerTypeCode: body.OfferTypeCode ?? null,
    totalOffer: body.TotalOffer ?? null,
    offerStartTime: body.OfferStartTime ?? null,
    offerExpirationTime: body.OfferExpirationTime ?? null,
    publicVisibility: body.PublicVisibility,
    serviceIds: body.PackageServiceIdList,
    channelIds: body.PackageChannelIdList,
    customerIds: body.CustomerIdList ?? [],
    summaryHtml: body.SummaryHtml ?? null,
    idstate: body.Idstate,
    image: body.Image ? { fileName: body.Image.FileName, contentBase64: body.Image.ContentFileBase64 } : null,
  };
}
