import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InvalidInputError, RequirePrivileges } from '@lic/server-kernel';
import { ErrorCode, Privilege, type LicenceUsagePage, type ResultEnvelope } from '@lic/shared-api-types';
import { GetLicenceUsageQuery } from '../../application/queries/get-licence-usage/get-licence-usage.query';
import { LicenseUsageRequestDto } from './dto/license-usage.request.dto';

const TAKE_MAX = 500;

/** The kept consumption events of a customer (privilege LICENSES). */
@ApiTags('Licencias: consumo de las apps')
@ApiBearerAuth()
@Controller('license/api/license')
export class LicenseUsageController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post('getLicenseUsage')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiHeader({ name: 'pSkip', required: false, description: 'Desplazamiento (0 por defecto).' })
  @ApiHeader({ name: 'pTake', required: false, description: `Eventos por página, 1 a ${TAKE_MAX} (10 por defecto).` })
  @ApiOperation({
    summary:
      'Eventos de consumo aceptados del cliente, el más reciente primero: result.records = { licenseUsageList, countRecords, nextSkipLicense (null en la última página) }.',
  })
  async getLicenseUsage(
    @Body() body: LicenseUsageRequestDto,
    @Headers('pskip') pSkip?: string,
    @Headers('ptake') pTake?: string,
  ): Promise<ResultEnvelope<{ records: LicenceUsagePage }>> {
    const skip = headerInteger(pSkip, 'pSkip', 0, 10_000_000, 0);
    const take = headerInteger(pTake, 'pTake', 1, TAKE_MAX, 10);
    const page = await this.queryBus.execute(
      new GetLicenceUsageQuery(body.DocumentType, body.DocumentNumber, body.ServiceName.trim(), (body.pFilter ?? '').trim(), skip, take),
    );
    return { result: { records: page } };
  }
}

function headerInteger(raw: string | undefined, field: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    const message = `Debe ser un número entero entre ${min} y ${max}.`;
    throw new InvalidInputError(ErrorCode.VALIDATION, `${field}: ${message}`, [{ field, message }]);
  }
  return value;
}
