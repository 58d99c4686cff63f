import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import { ConfigurePackageFeaturesCommand } from '../application/commands/configure-package-features/configure-package-features.command';
import {
  GetPackagesConfigurationQuery,
  type PackageConfigurationRecord,
} from '../application/queries/get-packages-configuration/get-packages-configuration.query';
import { CatalogueMessage } from '../domain/catalogue.messages';
import { ArrayBodyPipe } from './array-body.pipe';
import { PackagesAccess } from './catalogue-access';
import { GetPackagesConfigurationRequestDto } from './dto/get-packages-configuration.request.dto';
import { PackageFeaturesDto } from './dto/set-package-features.request.dto';

const MAX_PACKAGES_PER_SAVE = 50;

/** Tab "Configurar paquetes" of Paquetes: the package cards and their features. */
@ApiTags('Catálogo: configuración de paquetes')
@ApiBearerAuth()
@Controller('license/api/package')
export class PackageConfigurationController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('GetPackagesConfiguration')
  @HttpCode(200)
  @PackagesAccess()
  @ApiOperation({ summary: 'Paquetes de un tipo con las características que pueden otorgar sus servicios' })
  async getPackagesConfiguration(
    @Body() body: GetPackagesConfigurationRequestDto,
  ): Promise<ResultEnvelope<RecordsResult<PackageConfigurationRecord>>> {
    return {
      result: { records: await this.queryBus.execute(new GetPackagesConfigurationQuery(body.PackageType, body.PackageName ?? undefined)) },
    };
  }

  @Post('SetFeaturesDependingPackage')
  @HttpCode(200)
  @PackagesAccess()
  @ApiBody({ type: [PackageFeaturesDto] })
  @ApiOperation({ summary: 'Guarda las características (cantidad, MB o GB) de uno o más paquetes' })
  async setFeaturesDependingPackage(
    @Body(new ArrayBodyPipe(PackageFeaturesDto, MAX_PACKAGES_PER_SAVE)) body: PackageFeaturesDto[],
  ): Promise<ResultEnvelope<{ updatedPackages: number }>> {
    const result = await this.commandBus.execute(
      new ConfigurePackageFeaturesCommand(
        body.map((pkg) => ({
          packageId: pkg.packageId,
          serviceList: pkg.serviceList.map((service) => ({
            serviceId: service.serviceId,
            features: service.features.map((feature) => ({
              featureId: feature.featureId,
              selected: feature.selected,
              quantity: feature.quantity ?? null,
              storageType: feature.storageType ?? null,
            })),
          })),
        })),
      ),
    );
    return { statusMessage: CatalogueMessage.featuresUpdated, result };
  }
}
