import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CLOCK,
  CurrentUser,
  CustomerOnly,
  InvalidInputError,
  isTokenCustomer,
  tokenCustomerOf,
  type AuthenticatedUser,
  type Clock,
} from '@lic/server-kernel';
import { GetConsumptionMovementsQuery } from '@lic/server-licensing-api';
import {
  ErrorCode,
  type ContractPackageDetail,
  type DashboardEntry,
  type DashboardMovement,
  type RecordsResult,
  type ResultEnvelope,
} from '@lic/shared-api-types';
import { GetContractedServiceDetailsQuery } from '../application/queries/get-contracted-service-details/get-contracted-service-details.query';
import { GetCustomerDashboardQuery } from '../application/queries/get-customer-dashboard/get-customer-dashboard.query';
import { ContractNotFoundError, NotOwnCompanyError } from '../domain/contract.errors';
import { ContractMessage } from '../domain/contract.messages';
import { serviceNameOf } from '../domain/contract-keys';
import { MOVEMENTS_LIMIT, movementRange } from '../domain/movement-range';
import { ContractedServiceDetailsRequestDto, DashboardCustomerRequestDto, DashboardMovementsRequestDto } from './dto/dashboard.request.dto';

/**
 * "Productos adquiridos" of the storefront (backoffice-licensing.md §2.9, §3.8, §4.5, §6): the signed-in
 * customer's own company only (claims customer_type / customer_value; another document is 403).
 */
@ApiTags('Convenios: productos adquiridos')
@ApiBearerAuth()
@Controller('license/api/dashboard')
export class DashboardController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('dashboard-customer')
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: 'Los productos con convenio de la empresa del usuario y sus paquetes contratados (result: DashboardEntry[]).' })
  async dashboardCustomer(
    @Body() body: DashboardCustomerRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<DashboardEntry[]>> {
    const documentNumber = ownCompany(user, body.documentType, body.documentNumber);
    return { result: await this.queryBus.execute(new GetCustomerDashboardQuery(body.documentType, documentNumber)) };
  }

  @Post('contracted-service-details')
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary:
      'Total, disponible y usado acumulados de un paquete contratado y el detalle por convenio (result: ContractPackageDetail); 404 si la empresa no tiene ese paquete en convenio.',
  })
  async contractedServiceDetails(
    @Body() body: ContractedServiceDetailsRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<ContractPackageDetail>> {
    const documentNumber = ownCompany(user, body.DocumentType, body.DocumentNumber);
    const detail = await this.queryBus.execute(
      new GetContractedServiceDetailsQuery(body.DocumentType, documentNumber, body.ServiceName, body.PackageCode),
    );
    if (!detail) throw new ContractNotFoundError();
    return { result: detail };
  }

  @Post('movements')
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary:
      'Movimientos (consumos aceptados) de una característica de la empresa del usuario, del más reciente al más antiguo; por defecto del primero del mes a hoy (Bogotá); hasta 1.000 filas. result.records.',
  })
  async movements(
    @Body() body: DashboardMovementsRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<RecordsResult<DashboardMovement>>> {
    const documentNumber = ownCompany(user, body.DocumentType, body.DocumentNumber);
    const range = movementRange(this.clock.now(), body.From, body.To);
    if (!range)
      throw new InvalidInputError(ErrorCode.VALIDATION, ContractMessage.movementsRange, [
        { field: 'From', message: ContractMessage.movementsRange },
      ]);
    const movements = await this.queryBus.execute(
      new GetConsumptionMovementsQuery(
        body.DocumentType,
        documentNumber,
        serviceNameOf(body.ServiceName),
        body.ServiceFeatureCode.trim(),
        range.from,
        range.to,
        MOVEMENTS_LIMIT,
      ),
    );
    const records = movements.map((movement) => ({ ...movement, occurredAt: movement.occurredAt.toISOString() }));
    return { result: { records, count: records.length } };
  }
}

/** The document must be the signed-in customer's company; answers its normalised number. */
function ownCompany(user: AuthenticatedUser, documentTypeId: number, documentNumber: string): string {
  const customer = tokenCustomerOf(user);
  if (!customer || !isTokenCustomer(customer, { documentTypeId, documentNumber })) throw new NotOwnCompanyError();
  return customer.documentNumber;
}
