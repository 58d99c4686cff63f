import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, CustomerOnly, ForbiddenError, NotFoundError, Public, RateLimit, type AuthenticatedUser } from '@lic/server-kernel';
import { GetDocumentTypesQuery, type DocumentTypeView } from '@lic/server-reference';
import { GenericMessage, type CompanyNameByDocument, type CustomerInformation, type ResultEnvelope } from '@lic/shared-api-types';
import { DOCUMENT_TYPE_ID, documentNumberRule, MESSAGES, normalizeDocumentNumber, PERSON_TYPE } from '@lic/shared-rules';
import { GetCompanyNameQuery } from '../application/queries/get-company-name/get-company-name.query';
import { GetCustomerInformationQuery } from '../application/queries/get-customer-information/get-customer-information.query';
import { CustomerLookupMessage } from '../domain/customer-lookup.messages';
import { GetCustomerInformationRequestDto } from './dto/get-customer-information.request.dto';
import { InputErrors, knownBrand } from './request-input';

/**
 * The type id a token's customer_type names: a numeric id, a document type code (NIT, CC...) or a
 * person type (J always holds a NIT); undefined when it names none of these.
 */
function claimedDocumentTypeId(customerType: string, types: DocumentTypeView[]): number | undefined {
  const claimed = customerType.trim().toUpperCase();
  if (/^\d+$/.test(claimed)) return Number(claimed);
  if (claimed === PERSON_TYPE.LEGAL) return DOCUMENT_TYPE_ID.NIT;
  return types.find((type) => type.code.toUpperCase() === claimed)?.id;
}

/** The customer look-ups of the purchase form (storefront.md §2, §6, §7). */
@ApiTags('Compra: consultas de cliente')
@Controller('license/api/PurchaseOrderLicense')
export class CustomerLookupsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('GetRazonSocialByDocTypeAndDoc/:appName/:documentTypeId/:documentNumber')
  @Public()
  @RateLimit({ name: 'company-name-lookup', points: 60, windowSeconds: 60 })
  @ApiOperation({ summary: 'Razón social y dígito de verificación por documento (solo personas jurídicas registradas)' })
  @ApiParam({ name: 'appName', example: 'colfactura' })
  @ApiParam({ name: 'documentTypeId', type: 'integer', example: 4 })
  @ApiParam({ name: 'documentNumber', example: '900123456' })
  async getRazonSocial(
    @Param('appName') appName: string,
    @Param('documentTypeId') documentTypeIdText: string,
    @Param('documentNumber') documentNumberText: string,
  ): Promise<ResultEnvelope<CompanyNameByDocument>> {
    const errors = new InputErrors();
    const brand = knownBrand(errors, 'appName', appName);
    const documentTypeId = /^\d{1,3}$/.test(documentTypeIdText) ? Number(documentTypeIdText) : null;
    const allowed = brand ? await this.queryBus.execute(new GetDocumentTypesQuery(brand.appName)) : [];
    if (documentTypeId === null || (brand && !allowed.some((type) => type.id === documentTypeId))) {
      errors.add('documentTypeId', MESSAGES.documentTypeNotAllowed);
    }
    const documentNumber = normalizeDocumentNumber(documentNumberText);
    errors.add('documentNumber', documentNumberRule(documentNumber, { documentTypeId }));
    errors.throwIfAny();
    return { result: await this.queryBus.execute(new GetCompanyNameQuery(brand!.appName, documentTypeId!, documentNumber)) };
  }

  @Post('GetCustomerInformation')
  @HttpCode(200)
  @CustomerOnly()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Datos del cliente con sesión, para prellenar y bloquear el formulario de compra (solo su propio documento)' })
  async getCustomerInformation(
    @Body() request: GetCustomerInformationRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<CustomerInformation>> {
    const errors = new InputErrors();
    if (request.appName !== undefined) knownBrand(errors, 'appName', request.appName);
    const types = await this.queryBus.execute(new GetDocumentTypesQuery());
    const ownNumber = normalizeDocumentNumber(user.customerValue ?? '');
    const ownType = claimedDocumentTypeId(user.customerType ?? '', types);
    const documentNumber = request.documentNumber ?? ownNumber;
    const documentType = request.documentType ?? ownType;
    if (documentType === undefined) errors.add('documentType', MESSAGES.required);
    errors.throwIfAny();
    const ownDocument = documentNumber === ownNumber && (ownType === undefined || ownType === documentType);
    if (!ownDocument) throw new ForbiddenError('ORDERING.NOT_OWN_CUSTOMER', GenericMessage.FORBIDDEN);
    const customer = await this.queryBus.execute(new GetCustomerInformationQuery(documentType as number, documentNumber));
    if (!customer) throw new NotFoundError('ORDERING.CUSTOMER_NOT_FOUND', CustomerLookupMessage.customerNotFound);
    return { result: customer };
  }
}
