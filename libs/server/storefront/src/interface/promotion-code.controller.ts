import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthenticatedUser } from '@lic/server-kernel';
import type { PromoCodeValidation, ResultEnvelope } from '@lic/shared-api-types';
import { ValidatePromoCodeQuery } from '../application/queries/validate-promo-code/validate-promo-code.query';
import { StorefrontViewers } from '../application/storefront-viewers/storefront-viewer';
import { StorefrontMessage } from '../domain/storefront.messages';
import { ValidatePromotionCodeRequestDto } from './dto/validate-promotion-code.request.dto';

/** The promo code of the cart (storefront.md §4–§5, §7 ValidatePromotionCode; design.md §5). */
@ApiTags('Tienda: códigos promocionales')
@Controller('license/api/PurchaseOrderLicense')
export class PromotionCodeController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly viewers: StorefrontViewers,
  ) {}

  @Post('ValidatePromotionCode')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Valida el código promocional para el carrito y devuelve el carrito con el descuento' })
  @ApiOkResponse({ description: 'El carrito con el descuento aplicado (result: PromotionCodeValidation).' })
  @ApiBadRequestResponse({ description: '"No se puede aplicar el código promocional al paquete seleccionado."' })
  async validatePromotionCode(
    @Body() body: ValidatePromotionCodeRequestDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<ResultEnvelope<PromoCodeValidation>> {
    const viewer = await this.viewers.of(user);
    const items = body.PackagesInCart.map((item) => ({ packageId: Number(item.packageId), quantity: Number(item.packageQuantity) }));
    const validation = await this.queryBus.execute(
      new ValidatePromoCodeQuery({ promoCode: body.promoCode, items, customerRegistered: body.customerRegistered }, viewer),
    );
    return { statusMessage: StorefrontMessage.promoCodeApplied, result: validation };
  }
}
