import { Controller, Get, Headers } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthenticatedUser } from '@lic/server-kernel';
import type { LicencePriceType, PriceTier, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import { GetPriceTiersQuery } from '../application/queries/get-price-tiers/get-price-tiers.query';
import { StorefrontViewers } from '../application/storefront-viewers/storefront-viewer';
import { InvalidPriceTypeError } from '../domain/storefront.errors';

const PRICE_TYPES: readonly LicencePriceType[] = ['general', 'employee', 'documents'];

/** Price tiers by licence type (storefront.md §3 Price tier, §7 GetPriceByLicenseType). */
@ApiTags('Tienda: catálogo')
@Controller('license/api/license')
export class PriceTierController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly viewers: StorefrontViewers,
  ) {}

  @Get('GetPriceByLicenseType')
  @Public()
  @ApiOperation({
    summary: 'Rangos de precio por tipo de licencia (quantity = tope de unidades del rango, precio con IVA y la oferta del paquete)',
  })
  @ApiHeader({ name: 'pType', required: true, enum: PRICE_TYPES })
  async getPriceByLicenseType(
    @Headers('ptype') pType: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<ResultEnvelope<RecordsResult<PriceTier>>> {
    const type = (pType ?? '').trim().toLowerCase() as LicencePriceType;
    if (!PRICE_TYPES.includes(type)) throw new InvalidPriceTypeError();
    const records = await this.queryBus.execute(new GetPriceTiersQuery(type, await this.viewers.of(user)));
    return { result: { records, count: records.length } };
  }
}
