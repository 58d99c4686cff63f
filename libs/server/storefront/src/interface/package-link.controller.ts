import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public, RequirePrivileges } from '@lic/server-kernel';
import { Privilege, type DecryptedPackageLink, type ResultEnvelope } from '@lic/shared-api-types';
import { DecryptPackageLinkQuery } from '../application/queries/decrypt-package-link/decrypt-package-link.query';
import { EncryptPackageLinkQuery, type PackageLink } from '../application/queries/encrypt-package-link/encrypt-package-link.query';
import { StorefrontMessage } from '../domain/storefront.messages';
import { DecryptPackageRequestDto } from './dto/decrypt-package.request.dto';
import { EncryptPackageRequestDto } from './dto/encrypt-package.request.dto';

/** Encrypted cart links: made in the back office, opened by /license/addCart/{encrypted} (storefront.md §2, §7). */
@ApiTags('Tienda: enlaces de paquetes')
@Controller('license/api/Package')
export class PackageLinkController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post('EncryptPackage')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PACKAGES)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Enlace cifrado (AES-256-GCM) que llena el carrito con el paquete, la cantidad y el código promocional' })
  async encryptPackage(@Body() body: EncryptPackageRequestDto, @Req() request: Request): Promise<ResultEnvelope<PackageLink>> {
    const promotionCode = body.promotionCode?.replace(/\s+/g, '') || null;
    const origin = { protocol: request.protocol, host: request.get('host') ?? 'localhost' };
    const link = await this.queryBus.execute(
      new EncryptPackageLinkQuery(Number(body.packageId), Number(body.quantity), promotionCode, origin),
    );
    return { statusMessage: StorefrontMessage.packageLinkGenerated, result: link };
  }

  @Post('DecryptPackage')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'El paquete (como lo muestra la tienda), la cantidad y el código promocional de un enlace cifrado' })
  async decryptPackage(@Body() body: DecryptPackageRequestDto): Promise<ResultEnvelope<DecryptedPackageLink>> {
    return { result: await this.queryBus.execute(new DecryptPackageLinkQuery(body.package)) };
  }
}
