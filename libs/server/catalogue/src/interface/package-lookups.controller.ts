import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import { GetPackageChannelsQuery } from '../application/queries/get-package-channels/get-package-channels.query';
import {
  GetPackageCustomersQuery,
  type PackageCustomerRecord,
} from '../application/queries/get-package-customers/get-package-customers.query';
import { GetPackageFeaturesQuery, type PackageFeatureRecord } from '../application/queries/get-package-features/get-package-features.query';
import {
  GetPackagePromoCodesQuery,
  type PackagePromoCodeRecord,
} from '../application/queries/get-package-promo-codes/get-package-promo-codes.query';
import { ListChannelsQuery, type ChannelRecord } from '../application/queries/list-channels/list-channels.query';
import {
  ListDiscountablePackagesQuery,
  type DiscountablePackageRecord,
} from '../application/queries/list-discountable-packages/list-discountable-packages.query';
import { PackagesAccess, PromoCodePackagesAccess } from './catalogue-access';
import { IdParamRequestDto } from './dto/id-param.request.dto';

/** Channel options and the popovers of the package cards (Empresas, Código promocional, Canales, características). */
@ApiTags('Catálogo: paquetes')
@ApiBearerAuth()
@Controller('license/api/Package')
export class PackageLookupsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('GetAllChannel')
  @PackagesAccess()
  @ApiOperation({ summary: 'Canales de venta activos' })
  async getAllChannel(): Promise<ResultEnvelope<RecordsResult<ChannelRecord>>> {
    return { result: { records: await this.queryBus.execute(new ListChannelsQuery()) } };
  }

  @Get('GetPackagesAdditionalDiscount')
  @PromoCodePackagesAccess()
  @ApiOperation({ summary: 'Paquetes activos con precio, a los que un código promocional puede aplicar' })
  async getPackagesAdditionalDiscount(): Promise<ResultEnvelope<RecordsResult<DiscountablePackageRecord>>> {
    return { result: { records: await this.queryBus.execute(new ListDiscountablePackagesQuery()) } };
  }

  @Get('GetPromoCodeLinkedPackage/:id')
  @PackagesAccess()
  @ApiOperation({ summary: 'Códigos promocionales activos del paquete' })
  async getPromoCodeLinkedPackage(@Param() params: IdParamRequestDto): Promise<ResultEnvelope<RecordsResult<PackagePromoCodeRecord>>> {
    return { result: { records: await this.queryBus.execute(new GetPackagePromoCodesQuery(params.id)) } };
  }

  @Get('GetChannelsLinkedPackage/:id')
  @PackagesAccess()
  @ApiOperation({ summary: 'Canales del paquete' })
  async getChannelsLinkedPackage(@Param() params: IdParamRequestDto): Promise<ResultEnvelope<RecordsResult<ChannelRecord>>> {
    return { result: { records: await this.queryBus.execute(new GetPackageChannelsQuery(params.id)) } };
  }

  @Get('GetFeaturesPackage/:id')
  @PackagesAccess()
  @ApiOperation({ summary: 'Características configuradas en el paquete' })
  async getFeaturesPackage(@Param() params: IdParamRequestDto): Promise<ResultEnvelope<RecordsResult<PackageFeatureRecord>>> {
    return { result: { records: await this.queryBus.execute(new GetPackageFeaturesQuery(params.id)) } };
  }

  @Get('GetCustomerLinkedPackage/:id')
  @PackagesAccess()
  @ApiOperation({ summary: 'Empresas que ven el paquete privado' })
  async getCustomerLinkedPackage(@Param() params: IdParamRequestDto): Promise<ResultEnvelope<RecordsResult<PackageCustomerRecord>>> {
    return { result: { records: await this.queryBus.execute(new GetPackageCustomersQuery(params.id)) } };
  }
}
