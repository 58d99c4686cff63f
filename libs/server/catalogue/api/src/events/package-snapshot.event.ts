import type { EntityState } from '../entity-state';
import type { OfferTypeCode } from '../snapshot-terms';
import type { PackageFeatureSnapshot, PackageServiceSnapshot, PackageSnapshot } from '../package-snapshot';

/** Base of the package events: the whole package as it is after the change, so a read model can upsert it. */
export abstract class PackageSnapshotEvent implements PackageSnapshot {
  readonly packageId!: number;
  readonly packageCode!: string;
  readonly packageName!: string;
  readonly packageDescription!: string;
  readonly packageTypeId!: number;
  readonly packageTypeCode!: string;
  readonly packageTypeName!: string;
  readonly packagePrice!: number;
  readonly taxIva!: number;
  readonly priceUnit!: number;
  readonly packagePriceWithDiscount!: number;
  readonly discount!: number;
  readonly validityPeriod!: number;
  readonly validityTypeId!: string;
  readonly validityPeriodDescription!: string;
  readonly publicVisibility!: boolean;
  readonly relevance!: number;
  readonly order!: number;
  readonly applyOffer!: boolean;
  readonly offerTypeCode!: OfferTypeCode | null;
  readonly totalOffer!: number;
  readonly offerStartTime!: Date | null;
  readonly offerExpirationTime!: Date | null;
  readonly urlImageOffer!: string | null;
  readonly summaryHtml!: string | null;
  readonly idstate!: EntityState;
  readonly services!: PackageServiceSnapshot[];
  readonly channelIds!: number[];
  readonly customerIds!: string[];
  readonly features!: PackageFeatureSnapshot[];

  constructor(snapshot: PackageSnapshot) {
    Object.assign(this, snapshot);
  }
}
