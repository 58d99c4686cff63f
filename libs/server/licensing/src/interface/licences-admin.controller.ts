import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer, CurrentUser, InvalidInputError, RequirePrivileges, type AuthenticatedUser } from '@lic/server-kernel';
import {
  ErrorCode,
  Privilege,
  type CustomerLicenseDetail,
  type LicensedCustomer,
  type LicenseInformation,
  type LicenceServiceOption,
  type ResultEnvelope,
} from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';
import { AddCustomerLicenceCommand } from '../application/commands/add-customer-licence/add-customer-licence.command';
import { ReactivateOrderLicencesCommand } from '../application/commands/reactivate-order-licences/reactivate-order-licences.command';
import { SuspendLicencesCommand } from '../application/commands/suspend-licences/suspend-licences.command';
import { SetLicenceTransactionRangesCommand } from '../application/commands/set-licence-transaction-ranges/set-licence-transaction-ranges.command';
import { GetCustomerLicenceDetailQuery } from '../application/queries/get-customer-licence-detail/get-customer-licence-detail.query';
import { GetLicenceInformationQuery } from '../application/queries/get-licence-information/get-licence-information.query';
import { ListLicenceServicesQuery } from '../application/queries/list-licence-services/list-licence-services.query';
import { ListLicensedCustomersQuery } from '../application/queries/list-licensed-customers/list-licensed-customers.query';
import { NoLicencesError } from '../domain/licensing.errors';
import { LicensingMessage } from '../domain/licensing.messages';
import {
  AddNewCustomerLicenseRequestDto,
  LicenseDetailRequestDto,
  ReactivateOrderLicensesAnswerDto,
  ReactivateOrderLicensesRequestDto,
  SetLicenseTransactionRangeRequestDto,
  SuspendOrderLicensesAnswerDto,
  SuspendOrderLicensesRequestDto,
} from './dto/licence-admin.request.dto';

const PAGE_MAX = 100;
const FILTER_MAX = 100;

/** A whole number header within limits (400 with the field otherwise); `fallback` when absent. */
function headerInteger(value: string | undefined, field: string, min: number, max: number, fallback?: number): number {
  if ((value === undefined || value.trim() === '') && fallback !== undefined) return fallback;
  const text = (value ?? '').trim();
  const number = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    const message = text === '' ? MESSAGES.required : MESSAGES.integerRange(min, max);
    throw new InvalidInputError(ErrorCode.VALIDATION, `${field}: ${message}`, [{ field, message }]);
  }
  return number;
}

/**
 * "Licencias y consumos" of the back office (backoffice-licensing.md §2.1–§2.4, §7, §8): licensed companies,
 * the licence detail, and staff licences with their price ranges. Privilege LICENSES.
 */
@ApiTags('Licencias: back office')
@ApiBearerAuth()
@Controller('license/api')
export class LicencesAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('Customer/GetCustomersLicensed')
  @RequirePrivileges(Privilege.LICENSES)
  @ApiHeader({ name: 'startRegister', required: false, description: 'Desplazamiento (0 por defecto).' })
  @ApiHeader({ name: 'registerNumber', required: false, description: 'Filas por página, 1 a 100 (10 por defecto).' })
  @ApiHeader({ name: 'filter', required: false, description: 'Parte del nombre o del número de documento.' })
  @ApiOperation({
    summary: 'Empresas con licencias por nombre (result.records, result.count). 404 "No se encontraron licencias" cuando no hay ninguna.',
  })
  async getCustomersLicensed(
    @Headers('startregister') startRegister?: string,
    @Headers('registernumber') registerNumber?: string,
    @Headers('filter') filter?: string,
  ): Promise<ResultEnvelope<{ records: LicensedCustomer[]; count: number }>> {
    const offset = headerInteger(startRegister, 'startRegister', 0, 1_000_000, 0);
    const limit = headerInteger(registerNumber, 'registerNumber', 1, PAGE_MAX, 10);
    const text = decodeHeader(filter ?? '').trim();
    if (text.length > FILTER_MAX) {
      throw new InvalidInputError(ErrorCode.VALIDATION, `filter: ${MESSAGES.maxLength(FILTER_MAX)}`, [
        { field: 'filter', message: MESSAGES.maxLength(FILTER_MAX) },
      ]);
    }
    const page = await this.queryBus.execute(new ListLicensedCustomersQuery(offset, limit, text));
    if (page.count === 0) throw new NoLicencesError(LicensingMessage.noLicensedCustomers);
    return { result: page };
  }

  @Post('license/getDetailsLicenseCustomer')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({
    summary:
      'Detalle de licencias por cliente y servicio (result.records: CustomerLicenseDetail[]). 404 "No se encontraron licencias para este cliente en el filtro seleccionado".',
  })
  async getDetailsLicenseCustomer(@Body() body: LicenseDetailRequestDto): Promise<ResultEnvelope<{ records: CustomerLicenseDetail[] }>> {
    return { result: { records: await this.queryBus.execute(new GetCustomerLicenceDetailQuery(body)) } };
  }

  @Get('license/GetLicenseServices')
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({ summary: 'Servicios activos que admiten licencias manuales, con sus paquetes activos (formulario "Añadir licencia").' })
  async getLicenseServices(): Promise<ResultEnvelope<{ records: LicenceServiceOption[] }>> {
    return { result: { records: await this.queryBus.execute(new ListLicenceServicesQuery()) } };
  }

  @Post('purchaseOrderLicense/AddNewCustomerLicense')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({
    summary:
      'Añade una licencia a la empresa con sus rangos de transacciones (BIILIMITADO: número de contrato y fechas). 422 con errorDetail cuando una regla la impide.',
  })
  async addNewCustomerLicense(@Body() body: AddNewCustomerLicenseRequestDto): Promise<ResultEnvelope<{ records: LicenseInformation }>> {
    const records = await this.commandBus.execute(new AddCustomerLicenceCommand(body));
    return { result: { records }, statusMessage: '¡Licencia añadida con éxito!' };
  }

  @Get('license/GetLicenseInformation')
  @RequirePrivileges(Privilege.LICENSES)
  @ApiHeader({ name: 'purchaseOrderLicenseId', required: true })
  @ApiOperation({ summary: 'La licencia para editar sus rangos (result.records: LicenseInformation). 404 si no existe.' })
  async getLicenseInformation(
    @Headers('purchaseorderlicenseid') purchaseOrderLicenseId?: string,
  ): Promise<ResultEnvelope<{ records: LicenseInformation }>> {
    const id = headerInteger(purchaseOrderLicenseId, 'purchaseOrderLicenseId', 1, Number.MAX_SAFE_INTEGER);
    return { result: { records: await this.queryBus.execute(new GetLicenceInformationQuery(id)) } };
  }

  @Post('license/SetLicenseTransactionRange')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({
    summary: 'Reemplaza los rangos de transacciones de la licencia. 422 "No se pudo actualizar la licencia al cliente." con errorDetail.',
  })
  async setLicenseTransactionRange(
    @Body() body: SetLicenseTransactionRangeRequestDto,
  ): Promise<ResultEnvelope<{ records: LicenseInformation }>> {
    const records = await this.commandBus.execute(
      new SetLicenceTransactionRangesCommand(body.PurchaseOrderLicenseId, body.licenseTransactionRange),
    );
    return { result: { records }, statusMessage: '¡Licencia actualizada con éxito!' };
  }

  @Post('license/SuspendOrderLicenses')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES, Privilege.LICENSE_FULL_ACCESS)
  @ApiOperation({
    summary:
      'Suspender: suspende con un motivo las licencias vigentes de la orden del plan indicado (una licencia agregada por el personal, sola): sus saldos dejan de consumirse, las apps reciben LICENSING.PLAN_SUSPENDED desde la siguiente petición y se publica LicenceSuspended (webhook licence.suspended con reason). result: { referenceUuid, planIds }, statusMessage "Licencias suspendidas". 409 LICENSING.ALREADY_SUSPENDED si no queda nada vigente; 404 si el plan no existe; 400 sin motivo; 403 sin LICENSES y LICENSE_FULL_ACCESS.',
  })
  @ApiOkResponse({ type: SuspendOrderLicensesAnswerDto, description: 'Las licencias de la orden quedan suspendidas.' })
  @ApiErrorAnswer(404, 'LICENSING.LICENCE_NOT_FOUND: el plan indicado no existe.')
  @ApiErrorAnswer(409, 'LICENSING.ALREADY_SUSPENDED: las licencias de la orden ya están suspendidas.')
  async suspendOrderLicenses(
    @Body() body: SuspendOrderLicensesRequestDto,
    @CurrentUser() caller: AuthenticatedUser | undefined,
  ): Promise<ResultEnvelope<{ referenceUuid: string | null; planIds: number[] }>> {
    const result = await this.commandBus.execute(
      new SuspendLicencesCommand(body.purchaseOrderLicenseId, body.reason.trim(), caller?.userName ?? null),
    );
    return { result, statusMessage: LicensingMessage.suspended };
  }

  @Post('license/ReactivateOrderLicenses')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES, Privilege.LICENSE_FULL_ACCESS)
  @ApiOperation({
    summary:
      'Reactiva las licencias suspendidas (pago reversado o Suspender) de la orden del plan indicado (una licencia agregada por el personal, sola): sus saldos se vuelven a consumir y se publica LicenceReactivated. result: { referenceUuid, planIds }, statusMessage "Licencias reactivadas". 409 LICENSING.NOT_SUSPENDED si no hay planes suspendidos; 404 si el plan no existe; 403 sin LICENSES y LICENSE_FULL_ACCESS.',
  })
  @ApiOkResponse({ type: ReactivateOrderLicensesAnswerDto, description: 'Las licencias de la orden vuelven a estar vigentes.' })
  @ApiErrorAnswer(404, 'LICENSING.LICENCE_NOT_FOUND: el plan indicado no existe.')
  @ApiErrorAnswer(409, 'LICENSING.NOT_SUSPENDED: la orden (o la licencia) no tiene planes suspendidos.')
  async reactivateOrderLicenses(
    @Body() body: ReactivateOrderLicensesRequestDto,
    @CurrentUser() caller: AuthenticatedUser | undefined,
  ): Promise<ResultEnvelope<{ referenceUuid: string | null; planIds: number[] }>> {
    const result = await this.commandBus.execute(new ReactivateOrderLicencesCommand(body.purchaseOrderLicenseId, caller?.userName ?? null));
    return { result, statusMessage: LicensingMessage.reactivated };
  }
}

/** Header values are Latin-1 on the wire: a browser sends a percent-encoded filter with accents. */
function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
