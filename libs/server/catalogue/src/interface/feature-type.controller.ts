import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ResultEnvelope } from '@lic/shared-api-types';
import { ChangeFeatureTypeStateCommand } from '../application/commands/change-feature-type-state/change-feature-type-state.command';
import { RegisterFeatureTypeCommand } from '../application/commands/register-feature-type/register-feature-type.command';
import { ListFeatureTypesQuery, type FeatureTypeRecord } from '../application/queries/list-feature-types/list-feature-types.query';
import { CatalogueMessage } from '../domain/catalogue.messages';
import { ConfigurationAccess } from './catalogue-access';
import { ChangeStateRequestDto } from './dto/change-state.request.dto';
import { RegisterFeatureTypeRequestDto } from './dto/register-feature-type.request.dto';

/** Tab "Tipo características" of Configuración. */
@ApiTags('Catálogo: tipos de característica')
@ApiBearerAuth()
@Controller('license/api/featureType')
export class FeatureTypeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('GetAllFeatureType')
  @ConfigurationAccess()
  @ApiOperation({ summary: 'Todos los tipos de característica (categorías F y T)' })
  async getAllFeatureType(): Promise<ResultEnvelope<{ featureTypeList: FeatureTypeRecord[] }>> {
    return { result: { featureTypeList: await this.queryBus.execute(new ListFeatureTypesQuery()) } };
  }

  @Post('RegisterFeatureType')
  @HttpCode(200)
  @ConfigurationAccess()
  @ApiOperation({ summary: 'Crea (Id 0) o edita un tipo de característica' })
  async registerFeatureType(@Body() body: RegisterFeatureTypeRequestDto): Promise<ResultEnvelope<{ id: number }>> {
    const saved = await this.commandBus.execute(
      new RegisterFeatureTypeCommand({
        id: body.Id,
        featureTypeName: body.featureTypeName,
        categoryType: body.categoryType,
        active: body.status,
      }),
    );
    return { statusMessage: CatalogueMessage.featureTypeSaved, result: { id: saved.id } };
  }

  @Post('ChangeStateFeatureType')
  @HttpCode(200)
  @ConfigurationAccess()
  @ApiOperation({ summary: 'Activa o inactiva un tipo de característica (422 si tiene características activas)' })
  async changeStateFeatureType(@Body() body: ChangeStateRequestDto): Promise<ResultEnvelope<boolean>> {
    await this.commandBus.execute(new ChangeFeatureTypeStateCommand(body.Id, body.Status));
    return { statusMessage: CatalogueMessage.featureTypeState(body.Status), result: true };
  }
}
