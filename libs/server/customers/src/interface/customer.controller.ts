import { Body, Controller, Get, Headers, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ApiErrorAnswer,
  CurrentUser,
  InvalidInputError,
  RequireAnyPrivilege,
  RequirePrivileges,
  type AuthenticatedUser,
} from '@lic/server-kernel';
import { RecordConsentCommand, RecordStaffAccessCommand } from '@lic/server-privacy-api';
import { Privilege, type ResultEnvelope } from '@lic/shared-api-types';
import { BACKOFFICE_BRAND, normalizeDocumentNumber } from '@lic/shared-rules';
import { UpsertCustomerByDocumentCommand } from '../application/commands/upsert-customer-by-document/upsert-customer-by-document.command';
import { GetCustomerByDocumentQuery } from '../application/queries/get-customer-by-document/get-customer-by-document.query';
import type { CustomerView } from '../domain/customer.view';
import { ListCustomersPagedQuery, type CustomersPage } from '../application/queries/list-customers-paged/list-customers-paged.query';
import { CustomerNotFoundError } from '../domain/customers.errors';
import type { LinkToApp } from '../domain/customer-data';
import { GetCustomerRequestDto } from './dto/get-customer.request.dto';
import { parseIsoDate } from './dto/is-iso-date.decorator';
import { SetCustomerRequestDto } from './dto/set-customer.request.dto';

export const CUSTOMER_CREATED_MESSAGE = 'La empresa ha sido guardada exitosamente.';
export const CUSTOMER_UPDATED_MESSAGE = 'La empresa ha sido actualizada exitosamente.';

/** The company form of the licences screen (backoffice-licensing.md §2.5, §4.2). */
@ApiTags('Clientes')
@ApiBearerAuth()
@Controller('license/api/Customer')
export class CustomerController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('GetCustomer')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({
    summary: 'Cliente por tipo y número de documento (404 si no existe); cada consulta queda en el registro de accesos a datos personales',
  })
  async getCustomer(
    @Body() request: GetCustomerRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @Ip() ip: string | undefined,
  ): Promise<ResultEnvelope<CustomerView>> {
    const customer = await this.queryBus.execute(new GetCustomerByDocumentQuery(request.DocumentType, request.DocumentNumber));
    if (!customer || (request.CustomerId !== undefined && customer.customerId !== request.CustomerId.toLowerCase())) {
      throw new CustomerNotFoundError();
    }
    await this.commandBus.execute(
      new RecordStaffAccessCommand({
        userName: user.userName,
        action: 'FICHA_CLIENTE',
        subject: customer.documentNumber,
        detail: customer.legalName ?? null,
        ip: ip ?? null,
      }),
    );
    return { result: customer };
  }

  @Get('GetCustomersPaged')
  @RequireAnyPrivilege(Privilege.PACKAGES, Privilege.LICENSES)
  @ApiOperation({ summary: 'Empresas y personas paginadas (headers startRegister, registerNumber, filter)' })
  async getCustomersPaged(
    @Headers('startRegister') startRegister?: string,
    @Headers('registerNumber') registerNumber?: string,
    @Headers('filter') filter?: string,
  ): Promise<ResultEnvelope<CustomersPage>> {
    const start = pagingHeader('startRegister', startRegister, 0, 0, 1_000_000);
    const size = pagingHeader('registerNumber', registerNumber, 20, 1, 100);
    const text = (filter ?? '').trim();
    if (text.length > 100)
      throw new InvalidInputError('CUSTOMERS.INVALID_FILTER', 'filter: Máximo 100 caracteres.', [
        { field: 'filter', message: 'Máximo 100 caracteres.' },
      ]);
    return { result: await this.queryBus.execute(new ListCustomersPagedQuery(start, size, text)) };
  }

  @Post('SetCustomer')
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({
    summary:
      'Crea o actualiza la empresa o persona por su documento. Exige la autorización del titular (personalDataAuthorization), que queda en su historial de autorizaciones con el usuario que la registró.',
  })
  @ApiCreatedResponse({ description: 'result: { customerId, dv } de la empresa o persona creada.' })
  @ApiOkResponse({ description: 'result: { customerId, dv } de la empresa o persona actualizada.' })
  @ApiErrorAnswer(422, 'PRIVACY.STALE_POLICY: la versión de la política mostrada ya no es la vigente; no se guarda nada.')
  async setCustomer(
    @Body() request: SetCustomerRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @Ip() ip: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResultEnvelope<{ customerId: string; dv: number | null }>> {
    // The proof first (decision 0069): a record of the holder's data never exists without its authorization.
    await this.commandBus.execute(
      new RecordConsentCommand({
        appName: BACKOFFICE_BRAND.appName,
        form: 'REGISTRO_EMPRESA',
        policyUrl: `/politica-de-datos?version=${request.personalDataAuthorization.policyVersion}`,
        termsUrl: '',
        acceptedAt: new Date(),
        ip: ip ?? null,
        userName: user.userName,
        customerId: null,
        documentTypeId: request.documentTypeId,
        documentNumber: normalizeDocumentNumber(request.documentNumber),
        holderName: holderNameOf(request),
        holderEmail: request.email.trim().toLowerCase(),
        shownPolicyVersion: request.personalDataAuthorization.policyVersion,
      }),
    );
    const saved = await this.commandBus.execute(
      new UpsertCustomerByDocumentCommand({
        personType: request.personType,
        documentTypeId: request.documentTypeId,
        documentNumber: request.documentNumber,
        legalName: request.legalName,
        firstName: request.firstName,
        lastName: request.lastName,
        cellphoneNumber: request.cellphoneNumber,
        email: request.email,
        fulladdress: request.fulladdress,
        addressAdditionalInformation: request.addressAdditionalInformation,
        addressLatGeocode: request.addressLatGeocode,
        addressLngGeocode: request.addressLngGeocode,
        departmentId: request.departmentId,
        cityId: request.cityId,
        legalDocumentTypeId: request.legalDocumentTypeId,
        legalDocumentNumber: request.legalDocumentNumber,
        legalFirstName: request.legalFirstName,
        legalLastName: request.legalLastName,
        linkToApp: request.linkToApp as LinkToApp | undefined,
        contractStartDate: request.contractStartDate ? parseIsoDate(request.contractStartDate) : null,
        contractEndDate: request.contractEndDate ? parseIsoDate(request.contractEndDate) : null,
      }),
    );
    response.status(saved.created ? 201 : 200);
    return {
      statusMessage: saved.created ? CUSTOMER_CREATED_MESSAGE : CUSTOMER_UPDATED_MESSAGE,
      result: { customerId: saved.customerId, dv: saved.dv },
    };
  }
}

function holderNameOf(request: SetCustomerRequestDto): string | null {
  const name = request.personType === 'J' ? request.legalName : [request.firstName, request.lastName].filter(Boolean).join(' ');
  return name?.trim() || null;
}

function pagingHeader(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    const message = `Debe ser un número entero entre ${min} y ${max}.`;
    throw new InvalidInputError('CUSTOMERS.INVALID_PAGING', `${name}: ${message}`, [{ field: name, message }]);
  }
  return value;
}
