import { Controller, Get, Headers, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
// Contracts: ForbiddenError … UnauthenticatedError, GenericMessage and Privilege answer the header isContract.
import {
  CurrentUser,
  ForbiddenError,
  isStaff,
  NotFoundError,
  Public,
  UnauthenticatedError,
  type AuthenticatedUser,
} from '@lic/server-kernel';
import { GetContractPackagesQuery } from '@lic/server-contracts-api';
import { GenericMessage, Privilege } from '@lic/shared-api-types';
import { GetStorefrontCatalogueQuery } from '../application/queries/get-storefront-catalogue/get-storefront-catalogue.query';
import { StorefrontViewers } from '../application/storefront-viewers/storefront-viewer';
import { StorefrontCache } from '../infrastructure/cache/storefront-cache';
import { sendSerialized } from './catalogue-answer';

const CATALOGUE_DESCRIPTION =
  '{ result: { offers, base, combo, complementary } }: paquetes activos del servicio de la app, públicos y, con un token de cliente, ' +
  'los privados de su empresa. Respuesta en caché por app y empresa (ETag; 304 con If-None-Match).';

/** The storefront's home catalogue (storefront.md §2 Home catalogue, §7; design.md §5). */
@ApiTags('Tienda: catálogo')
@Controller('license/api/package')
export class StorefrontCatalogueController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly viewers: StorefrontViewers,
    private readonly cache: StorefrontCache,
  ) {}

  @Get('GetPackagesByServiceName/:appName')
  @Public()
  @ApiOperation({ summary: 'Catálogo de la tienda de una app (license: todos los servicios)', description: CATALOGUE_DESCRIPTION })
  @ApiOkResponse({ description: 'StorefrontCatalogue en result' })
  @ApiNotFoundResponse({ description: '"No existe la aplicación {appName}."' })
  async getPackagesByServiceName(
    @Param('appName') appName: string,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
    @Headers('isContract') isContract?: string,
  ): Promise<void> {
    // Contracts: with isContract: true, staff with CONTRACTS get result.records.packagesBase, every
    // active package (public and private) of the contract product (docs/api/contracts.md).
    if (isContract?.trim().toLowerCase() === 'true') {
      if (!user) throw new UnauthenticatedError('ACCESS.NO_TOKEN', GenericMessage.UNAUTHENTICATED);
      if (!isStaff(user) || !user.privileges.includes(Privilege.CONTRACTS))
        throw new ForbiddenError('ACCESS.FORBIDDEN', GenericMessage.FORBIDDEN);
      const packagesBase = await this.queryBus.execute(new GetContractPackagesQuery(appName));
      if (!packagesBase) throw new NotFoundError('CONTRACTS.PRODUCT_NOT_FOUND', 'El producto no está disponible para convenios.');
      response.status(200).json({ result: { records: { packagesBase } } });
      return;
    }
    const viewer = await this.viewers.of(user);
    const answer = await this.queryBus.execute(new GetStorefrontCatalogueQuery(appName, null, viewer));
    // The anonymous answer is also served by the fast path, with the headers this pipeline set.
    if (!user && viewer.customerId === null) this.cache.rememberResponseHeaders(response.getHeaders());
    await sendSerialized(request, response, answer);
  }

  @Get('GetPackagesByServiceNameAndFeatureCode/:service/:feature')
  @Public()
  @ApiOperation({
    summary: 'Catálogo de la tienda de una app, solo los paquetes con la característica',
    description: CATALOGUE_DESCRIPTION,
  })
  @ApiOkResponse({ description: 'StorefrontCatalogue en result' })
  @ApiNotFoundResponse({ description: '"No existe la aplicación {appName}."' })
  async getPackagesByServiceNameAndFeatureCode(
    @Param('service') service: string,
    @Param('feature') feature: string,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const viewer = await this.viewers.of(user);
    const answer = await this.queryBus.execute(new GetStorefrontCatalogueQuery(service, feature.trim().slice(0, 50), viewer));
    await sendSerialized(request, response, answer);
  }
}
