import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetParameterByCodeQuery } from '@lic/server-reference';
import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import { ChangePackageStateCommand } from '../application/commands/change-package-state/change-package-state.command';
import { CreatePackageCommand, type SavedPackage } from '../application/commands/create-package/create-package.command';
import { UpdatePackageCommand } from '../application/commands/update-package/update-package.command';
import { CountPackagesByTypeQuery } from '../application/queries/count-packages-by-type/count-packages-by-type.query';
import { ListPackageTypesQuery, type PackageTypeRecord } from '../application/queries/list-package-types/list-package-types.query';
import { ListPackagesQuery, type PackageRecord } from '../application/queries/list-packages/list-packages.query';
import { CatalogueMessage } from '../domain/catalogue.messages';
import { EntityState } from '../domain/entity-state';
import { PackagesAccess } from './catalogue-access';
import { ActiveStateRequestDto } from './dto/active-state.request.dto';
import { CountPackagesRequestDto } from './dto/count-packages.request.dto';
import { SavePackageRequestDto } from './dto/save-package.request.dto';
import { toPackageInput } from './dto/to-package-input';

export const PACKAGE_TAX_PARAMETER = 'PackageTax';

/** Tab "Crear paquetes" of Paquetes: the list, the create/edit dialog and the Activo switch. */
@ApiTags('Catálogo: paquetes')
@ApiBearerAuth()
@Controller('license/api/Package')
export class PackageController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('GetPackages')
  @PackagesAccess()
  @ApiOperation({ summary: 'Todos los paquetes, por tipo, relevancia y orden' })
  async getPackages(): Promise<ResultEnvelope<RecordsResult<PackageRecord>>> {
    return { result: { records: await this.queryBus.execute(new ListPackagesQuery()) } };
  }

  @Get('GetPackagesType')
  @PackagesAccess()
  @ApiOperation({ summary: 'Tipos de paquete: 1 BAS, 2 CMB, 3 CMP' })
  async getPackagesType(): Promise<ResultEnvelope<RecordsResult<PackageTypeRecord>>> {
    return { result: { records: await this.queryBus.execute(new ListPackageTypesQuery()) } };
  }

  @Get('GetPackageTax')
  @PackagesAccess()
  @ApiOperation({ summary: 'El IVA de los paquetes (parámetro PackageTax del contexto de referencia)' })
  async getPackageTax(): Promise<ResultEnvelope<{ packageTax: number; parameterCode: string; parameterValue: string }>> {
    const parameter = await this.queryBus.execute(new GetParameterByCodeQuery(PACKAGE_TAX_PARAMETER));
    return {
      result: { packageTax: Number(parameter.value), parameterCode: parameter.parameterCode, parameterValue: parameter.parameterValue },
    };
  }

  @Get('GetCountPackagesByType/:packageTypeId/:relevance')
  @PackagesAccess()
  @ApiOperation({ summary: 'Paquetes activos de un tipo y relevancia (el orden de uno nuevo es count + 1)' })
  async getCountPackagesByType(@Param() params: CountPackagesRequestDto): Promise<ResultEnvelope<{ count: number }>> {
    return { result: { count: await this.queryBus.execute(new CountPackagesByTypeQuery(params.packageTypeId, params.relevance)) } };
  }

  @Post('SavePackage')
  @HttpCode(200)
  @PackagesAccess()
  @ApiOperation({ summary: 'Crea un paquete (422 "El paquete {code} no fue guardado")' })
  async savePackage(@Body() body: SavePackageRequestDto): Promise<ResultEnvelope<SavedPackage>> {
    const saved = await this.commandBus.execute(new CreatePackageCommand(toPackageInput(body)));
    return { statusMessage: CatalogueMessage.packageSaved, result: saved };
  }

  @Put('UpdatePackage')
  @PackagesAccess()
  @ApiOperation({ summary: 'Edita un paquete; el código no cambia (422 "El paquete {code} no fue editado")' })
  async updatePackage(@Body() body: SavePackageRequestDto): Promise<ResultEnvelope<SavedPackage>> {
    const saved = await this.commandBus.execute(new UpdatePackageCommand(body.Id, toPackageInput(body)));
    return { statusMessage: CatalogueMessage.packageEdited, result: saved };
  }

  @Put('ActivePackage')
  @PackagesAccess()
  @ApiOperation({ summary: 'Activa (idstate 0) o inactiva (1) un paquete' })
  async activePackage(@Body() body: ActiveStateRequestDto): Promise<ResultEnvelope<boolean>> {
    await this.commandBus.execute(new ChangePackageStateCommand(body.id, body.idstate));
    return { statusMessage: CatalogueMessage.packageState(body.idstate === EntityState.ACTIVE), result: true };
  }
}
