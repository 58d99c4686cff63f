import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Privilege, type RecordsResult, type ResultEnvelope } from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';
import { InvalidInputError } from '@lic/server-kernel';
import { ChangePromoCodeStateCommand } from '../application/commands/change-promo-code-state/change-promo-code-state.command';
import { CreatePromoCodeCommand } from '../application/commands/create-promo-code/create-promo-code.command';
import { UpdatePromoCodeCommand } from '../application/commands/update-promo-code/update-promo-code.command';
import {
  ListPromoCodePackagesQuery,
  type PromoCodePackageRecord,
} from '../application/queries/list-promo-code-packages/list-promo-code-packages.query';
import { ListPromoCodesQuery, type PromoCodeRecord } from '../application/queries/list-promo-codes/list-promo-codes.query';
import {
  ListPromoUserTypesQuery,
  type PromoUserTypeRecord,
} from '../application/queries/list-promo-user-types/list-promo-user-types.query';
import { CatalogueMessage } from '../domain/catalogue.messages';
import { EntityState } from '../domain/entity-state';
import { IdHeader } from './batch-headers.decorator';
import { PromoCodeAccess } from './catalogue-access';
import { ActiveStateRequestDto } from './dto/active-state.request.dto';
import { SavePromoCodeRequestDto } from './dto/save-promo-code.request.dto';
import { toPromoCodeInput } from './dto/to-promo-code-input';

type Saved = { id: number; promotionCode: string };

/** Tab "Códigos promocionales" of Configuración. */
@ApiTags('Catálogo: códigos promocionales')
@ApiBearerAuth()
@Controller('license/api/PromotionalCode')
export class PromotionalCodeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('GetPromotionalCodes')
  @PromoCodeAccess(Privilege.PromoCodeRead)
  @ApiOperation({ summary: 'Todos los códigos promocionales' })
  async getPromotionalCodes(): Promise<ResultEnvelope<RecordsResult<PromoCodeRecord>>> {
    return { result: { records: await this.queryBus.execute(new ListPromoCodesQuery()) } };
  }

  @Get('GetTypeUserPromotional')
  @PromoCodeAccess(Privilege.PromoCodeRead)
  @ApiOperation({ summary: 'Tipos de usuario de un código (1, 2, 3)' })
  async getTypeUserPromotional(): Promise<ResultEnvelope<RecordsResult<PromoUserTypeRecord>>> {
    return { result: { records: await this.queryBus.execute(new ListPromoUserTypesQuery()) } };
  }

  @Get('GetPackagesId')
  @PromoCodeAccess(Privilege.PromoCodeRead)
  @ApiHeader({ name: 'promotionalCodeId', required: true, description: 'Id del código promocional.' })
  @ApiOperation({ summary: 'Paquetes a los que aplica un código' })
  async getPackagesId(@IdHeader('promotionalCodeId') promoCodeId: number): Promise<ResultEnvelope<RecordsResult<PromoCodePackageRecord>>> {
    return { result: { records: await this.queryBus.execute(new ListPromoCodePackagesQuery(promoCodeId)) } };
  }

  @Post('SaveNewPromoCode')
  @HttpCode(200)
  @PromoCodeAccess(Privilege.PromoCodeCreate)
  @ApiOperation({ summary: 'Crea un código promocional (422 "El código {code} no fue guardado")' })
  async saveNewPromoCode(@Body() body: SavePromoCodeRequestDto): Promise<ResultEnvelope<Saved>> {
    const saved = await this.commandBus.execute(new CreatePromoCodeCommand(toPromoCodeInput(body)));
    return { statusMessage: CatalogueMessage.promoSaved, result: saved };
  }

  @Put('UpdatePromoCode')
  @PromoCodeAccess(Privilege.PromoCodeModify)
  @ApiOperation({ summary: 'Edita un código promocional; el código no cambia (422 "El código {code} no fue editado")' })
  async updatePromoCode(@Body() body: SavePromoCodeRequestDto): Promise<ResultEnvelope<Saved>> {
    if (!body.id)
      throw new InvalidInputError('CATALOGUE.INVALID_INPUT', `id: ${MESSAGES.required}`, [{ field: 'id', message: MESSAGES.required }]);
    const saved = await this.commandBus.execute(new UpdatePromoCodeCommand(body.id, toPromoCodeInput(body)));
    return { statusMessage: CatalogueMessage.promoEdited, result: saved };
  }

  @Put('ActivePromoCode')
  @HttpCode(201)
  @PromoCodeAccess(Privilege.PromoCodeModify)
  @ApiOperation({ summary: 'Activa (idstate 0) o inactiva (1) un código promocional; responde 201' })
  async activePromoCode(@Body() body: ActiveStateRequestDto): Promise<ResultEnvelope<boolean>> {
    await this.commandBus.execute(new ChangePromoCodeStateCommand(body.id, body.idstate));
    return { statusMessage: CatalogueMessage.promoState(body.idstate === EntityState.ACTIVE), result: true };
  }
}
