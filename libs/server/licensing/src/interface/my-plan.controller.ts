import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, CustomerOnly, type AuthenticatedUser } from '@lic/server-kernel';
import type { EmployeeMonth, EmployeeMonthDetail, MyPlanRecord, ResultEnvelope } from '@lic/shared-api-types';
import { GetEmployeeMonthDetailQuery } from '../application/queries/get-employee-month-detail/get-employee-month-detail.query';
import { GetEmployeeMonthsQuery } from '../application/queries/get-employee-months/get-employee-months.query';
import { GetMyPlanQuery } from '../application/queries/get-my-plan/get-my-plan.query';
import { ownDocumentOf } from '../domain/customer-document';
import { EMPLOYEE_FEATURE_CODE } from '../domain/feature-icons';
import { EmployeeMonthRequestDto, MyPlanRequestDto } from './dto/my-plan.request.dto';

/**
 * "Mis planes adquiridos" (storefront.md My plan, §7, §8): a signed-in customer reads the plans of their
 * own company only (token claims customer_type / customer_value; 403 for another document).
 */
@ApiTags('Licencias: mi plan')
@ApiBearerAuth()
@Controller('license/api/License')
export class MyPlanController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post('GetDetailLicenseCustomerMyPlan')
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary:
      'Planes activos del cliente por servicio (result.records: MyPlanRecord[]): tarjetas por característica, planes base y paquetes complementarios. 422 LICENSING.PLAN_EXPIRED "¡Tu plan base ha vencido!" cuando tuvo un plan base y ninguno está activo; lista vacía si nunca tuvo uno.',
  })
  async getMyPlan(
    @Body() body: MyPlanRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<{ records: MyPlanRecord[] }>> {
    const document = ownDocumentOf(user, body.DocumentType, body.DocumentNumber);
    return { result: { records: await this.queryBus.execute(new GetMyPlanQuery(document, body.ServiceName ?? '')) } };
  }

  @Post('GetDetailLicenseEmployeeMyPlan')
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: `Meses del plan base vigente (colnomina, ${EMPLOYEE_FEATURE_CODE}) desde su inicio hasta hoy, el más reciente primero. 422 sin plan base activo.`,
  })
  async getEmployeeMonths(
    @Body() body: MyPlanRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<{ records: EmployeeMonth[] }>> {
    const document = ownDocumentOf(user, body.DocumentType, body.DocumentNumber);
    return { result: { records: await this.queryBus.execute(new GetEmployeeMonthsQuery(document, body.ServiceName || 'COLNOMINA')) } };
  }

  @Post('SetDetailLicenseEmployeeMyPlan')
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary:
      'Empleados de un mes: quantityTx total del plan, quantityUse consumo aceptado del mes (hora de Bogotá), quantityBalance la diferencia. 422 sin plan base activo.',
  })
  async getEmployeeMonthDetail(
    @Body() body: EmployeeMonthRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<{ records: EmployeeMonthDetail }>> {
    const document = ownDocumentOf(user, body.DocumentType, body.DocumentNumber);
    const detail = await this.queryBus.execute(
      new GetEmployeeMonthDetailQuery(document, body.ServiceName || 'COLNOMINA', body.Year, body.Month),
    );
    return { result: { records: detail } };
  }
}
