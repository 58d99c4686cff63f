import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePrivileges, type AuthenticatedUser } from '@lic/server-kernel';
import {
  Privilege,
  type ContractParameters,
  type CreateContractRequest,
  type ContractProductOption,
  type RecordsResult,
  type ResultEnvelope,
} from '@lic/shared-api-types';
import { CreateContractCommand, type CreatedContract } from '../application/commands/create-contract/create-contract.command';
import { FindContractQuery } from '../application/queries/find-contract/find-contract.query';
import { GetContractParametersQuery } from '../application/queries/get-contract-parameters/get-contract-parameters.query';
import { ListContractProductsQuery } from '../application/queries/list-contract-products/list-contract-products.query';
import { ContractNotFoundError } from '../domain/contract.errors';
import { ContractMessage } from '../domain/contract.messages';
import { CreateContractRequestDto } from './dto/create-contract.request.dto';
import { GetContractsRequestDto } from './dto/get-contracts.request.dto';

/**
 * The "Convenios" wizard of the back office (backoffice-licensing.md §2.8, §3.5–§3.7, §5.4, §6, §7):
 * products, parameter lists, the contract-number check and the contract creation. Privilege CONTRACTS.
 */
@ApiTags('Convenios: asistente')
@ApiBearerAuth()
@Controller('license/api/contract')
export class ContractWizardController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('products')
  @RequirePrivileges(Privilege.CONTRACTS)
  @ApiOperation({
    summary:
      'Productos de convenio (servicios activos con contractedServices) que el usuario puede contratar: un privilegio o rol LICENSE_{SERVICIO}_… da el servicio; LICENSE_FULL_ACCESS da los marcados isContractFullAccess. result.records.',
  })
  async products(@CurrentUser() user: AuthenticatedUser): Promise<ResultEnvelope<RecordsResult<ContractProductOption>>> {
    const records = await this.queryBus.execute(new ListContractProductsQuery([...user.privileges, ...user.roles]));
    return { result: { records, count: records.length } };
  }

  @Post('get-contracts')
  @HttpCode(200)
  @RequirePrivileges(Privilege.CONTRACTS)
  @ApiOperation({ summary: '200 con result.contractNumber cuando el número ya existe para el producto; 404 si no existe.' })
  async getContracts(@Body() body: GetContractsRequestDto): Promise<ResultEnvelope<{ contractNumber: string }>> {
    const found = await this.queryBus.execute(new FindContractQuery(body.contractNumber, body.serviceName));
    if (!found) throw new ContractNotFoundError();
    return { result: found };
  }

  @Post('create')
  @HttpCode(200)
  @RequirePrivileges(Privilege.CONTRACTS)
  @ApiOperation({
    summary:
      'Guarda el convenio (inmodificable). Revalida las reglas §5.4 (422 con statusMessage y errors), 409 si el número ya existe para el producto; exige la autorización del titular (personalDataAuthorization, 400 sin ella; 422 PRIVACY.STALE_POLICY si la versión mostrada ya no es la vigente), que queda en su historial; registra o actualiza el cliente y publica ContractCreated (licensing otorga los saldos).',
  })
  async create(
    @Body() body: CreateContractRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @Ip() ip: string | undefined,
  ): Promise<ResultEnvelope<CreatedContract>> {
    const result = await this.commandBus.execute(new CreateContractCommand(body as unknown as CreateContractRequest, user, ip ?? null));
    return { result, statusMessage: ContractMessage.saved };
  }
}

/** GET license/api/parameter/get-app-parameters-contracts (§3.6, §7). */
@ApiTags('Convenios: asistente')
@ApiBearerAuth()
@Controller('license/api/parameter')
export class ContractParametersController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('get-app-parameters-contracts')
  @RequirePrivileges(Privilege.CONTRACTS)
  @ApiHeader({ name: 'appName', required: false, example: 'license' })
  @ApiHeader({ name: 'parameters', required: false, description: 'JSON con los nombres de las listas (aceptado; se responden todas).' })
  @ApiHeader({ name: 'parameterTypeReassignmentQuota', required: false })
  @ApiHeader({ name: 'parameterTypeValidityAmount', required: false })
  @ApiOperation({
    summary:
      'Listas del asistente en result.records: tipos de pago, tipos de documento con visibilidad cliente/supervisor, tipos de vigencia (A, M, D) y sus máximos, tipos de dispositivo, tipos de entrega de credenciales, cupo máximo de reasignación (5 por defecto) y el parámetro de fecha de inicio.',
  })
  async parameters(): Promise<ResultEnvelope<{ records: ContractParameters }>> {
    return { result: { records: await this.queryBus.execute(new GetContractParametersQuery()) } };
  }
}
