import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NotFoundError, Public } from '@lic/server-kernel';
import { GenericMessage } from '@lic/shared-api-types';
import { GetOfferImageQuery } from '../application/queries/get-offer-image/get-offer-image.query';

/** Serves the offer images (urlImageOffer); the storefront shows them to every visitor. */
@ApiTags('Catálogo: paquetes')
@Controller('license/api/Package')
export class OfferImageController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('GetOfferImage/:key')
  @Public()
  @ApiProduces('image/jpeg', 'image/png', 'image/gif', 'application/pdf')
  @ApiOperation({ summary: 'La imagen de oferta guardada con esta clave' })
  async getOfferImage(@Param('key') key: string, @Res() response: Response): Promise<void> {
    const file = await this.queryBus.execute(new GetOfferImageQuery(key));
    if (!file) throw new NotFoundError('CATALOGUE.OFFER_IMAGE_NOT_FOUND', GenericMessage.NOT_FOUND);
    // Keys are never reused, so the answer may be cached for good.
    response
      .status(200)
      .setHeader('Content-Type', file.contentType)
      .setHeader('Content-Length', String(file.content.length))
      .setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      .setHeader('Content-Disposition', `inline; filename="${encodeURIComponent(file.fileName)}"`)
      .end(file.content);
  }
}
