import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiErrorAnswer, Authenticated, CurrentUser, RequirePrivileges, type AuthenticatedUser } from '@lic/server-kernel';
import {
  Privilege,
  type ElectronicDocumentView,
  type NumberingResolutionView,
  type RecordsResult,
  type ResultEnvelope,
} from '@lic/shared-api-types';
import { RegisterNumberingResolutionCommand } from '../application/commands/register-numbering-resolution/register-numbering-resolution.command';
import { RetryElectronicDocumentCommand } from '../application/commands/retry-electronic-document/retry-electronic-document.command';
import { DocumentAccess } from '../application/document-access';
import { ListElectronicDocumentsQuery } from '../application/queries/list-electronic-documents/list-electronic-documents.query';
import { ListNumberingResolutionsQuery } from '../application/queries/list-numbering-resolutions/list-numbering-resolutions.query';
import { ElectronicDocument } from '../domain/electronic-document.entity';
import { documentNotFound, notYourOrder } from '../domain/invoicing.errors';
import { ListInvoicesRequestDto, RegisterNumberingResolutionRequestDto } from './dto/invoicing.request.dto';

const documentId = () => new ParseUUIDPipe({ exceptionFactory: () => documentNotFound() });

/** Invoices and credit notes of the orders (docs/api/invoicing.md). */
@ApiTags('Facturación electrónica')
@ApiBearerAuth()
@Controller('license/api')
export class InvoicesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly access: DocumentAccess,
    private readonly em: EntityManager,
  ) {}

  @Get('invoices')
  @Authenticated()
  @ApiOperation({
    summary:
      'La factura y la nota crédito de una orden (order=referenceUuid) para su dueño y para el personal con el privilegio de pagos; sin order, la lista de finanzas con filtros (personal con pagos) o los documentos propios de un cliente.',
  })
  @ApiOkResponse({ description: 'result.records: las facturas y notas crédito (docs/api/invoicing.md).' })
  @ApiErrorAnswer(403, 'INVOICING.NOT_YOUR_ORDER: la orden no es del cliente, o el personal no tiene el privilegio de pagos.')
  async list(
    @Query() query: ListInvoicesRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<RecordsResult<ElectronicDocumentView>>> {
    // Without an order: the finance list for staff with payments, the customer's own documents for a customer.
    let owner: { documentTypeId: number | null; documentNumber: string } | undefined;
    if (query.order) await this.access.assertCanRead(user, query.order);
    else if (!this.access.isFinanceStaff(user)) {
      owner = this.access.customerOf(user) ?? undefined;
      if (!owner) throw notYourOrder();
    }
    const records = await this.queryBus.execute(
      new ListElectronicDocumentsQuery({
        owner,
        referenceUuid: query.order,
        kind: query.kind,
        status: query.status,
        search: query.search,
        from: query.from,
        to: query.to,
      }),
    );
    return { result: { records, count: records.length } as RecordsResult<ElectronicDocumentView> };
  }

  @Get('invoices/export')
  @RequirePrivileges(Privilege.PAYMENTS)
  @ApiOperation({ summary: 'Exporta la lista de facturas y notas crédito (CSV para finanzas) con los mismos filtros.' })
  @ApiProduces('text/csv')
  async export(@Query() query: ListInvoicesRequestDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const records = await this.queryBus.execute(
      new ListElectronicDocumentsQuery({
        referenceUuid: query.order,
        kind: query.kind,
        status: query.status,
        search: query.search,
        from: query.from,
        to: query.to,
      }),
    );
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', 'attachment; filename="facturas-electronicas.csv"');
    const header = ['Tipo', 'Número', 'Orden', 'Fecha de emisión', 'Estado', 'Base', 'IVA', 'Total', 'CUFE/CUDE', 'Factura acreditada'];
    const cell = (value: string | number | null) => {
      const text = value === null ? '' : String(value);
      return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    const rows = records.map((d) =>
      [
        d.kind === 'INVOICE' ? 'Factura' : 'Nota crédito',
        d.number,
        d.paymentReference,
        d.issuedAt,
        d.status,
        d.total - d.taxTotal,
        d.taxTotal,
        d.total,
        d.cufe,
        d.creditedNumber,
      ]
        .map(cell)
        .join(';'),
    );
    return `\uFEFF${[header.join(';'), ...rows].join('\r\n')}\r\n`;
  }

  @Get('invoices/:id/:format')
  @Authenticated()
  @ApiOperation({ summary: 'Descarga el XML firmado o el PDF (representación gráfica) de una factura o nota crédito.' })
  @ApiProduces('application/xml', 'application/pdf')
  @ApiOkResponse({ description: 'El archivo XML firmado o el PDF.' })
  @ApiErrorAnswer(403, 'INVOICING.NOT_YOUR_ORDER')
  @ApiErrorAnswer(404, 'INVOICING.DOCUMENT_NOT_FOUND')
  async download(
    @Param('id', documentId()) id: string,
    @Param('format') format: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    if (format !== 'xml' && format !== 'pdf') throw documentNotFound();
    const document = await this.em.fork().findOne(ElectronicDocument, { id }, { populate: [format] });
    if (!document) throw documentNotFound();
    await this.access.assertCanRead(user, document.referenceUuid);
    const content = format === 'xml' ? document.xml : document.pdf;
    if (!content) throw documentNotFound();
    const name = `${document.kind === 'INVOICE' ? 'factura' : 'nota-credito'}-${document.number}.${format}`;
    res.setHeader('content-disposition', `attachment; filename="${name}"`);
    return new StreamableFile(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), {
      type: format === 'xml' ? 'application/xml; charset=utf-8' : 'application/pdf',
    });
  }

  @Post('invoices/:id/retry')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PAYMENTS)
  @ApiOperation({ summary: 'Reintentar: numera, construye, envía y envía por correo el documento tan lejos como se pueda ahora.' })
  @ApiOkResponse({ description: 'result: el documento tal como quedó.' })
  @ApiErrorAnswer(404, 'INVOICING.DOCUMENT_NOT_FOUND')
  async retry(@Param('id', documentId()) id: string): Promise<ResultEnvelope<ElectronicDocumentView>> {
    return { result: await this.commandBus.execute(new RetryElectronicDocumentCommand(id)) };
  }

  @Get('invoicing/resolutions')
  @RequirePrivileges(Privilege.LICENSE_FULL_ACCESS)
  @ApiOperation({
    summary: 'Las resoluciones de facturación con su uso y avisos (90 % del rango, 30 días antes del vencimiento); nunca la clave técnica.',
  })
  async resolutions(): Promise<ResultEnvelope<RecordsResult<NumberingResolutionView>>> {
    const records = await this.queryBus.execute(new ListNumberingResolutionsQuery());
    return { result: { records, count: records.length } as RecordsResult<NumberingResolutionView> };
  }

  @Post('invoicing/resolutions')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSE_FULL_ACCESS)
  @ApiOperation({ summary: 'Registra una resolución de numeración; la clave técnica se guarda cifrada y no se vuelve a mostrar.' })
  @ApiOkResponse({ description: 'result: la resolución registrada, sin su clave técnica.' })
  @ApiErrorAnswer(409, 'INVOICING.RESOLUTION_DUPLICATE')
  @ApiErrorAnswer(422, 'INVOICING.RESOLUTION_RANGE / INVOICING.RESOLUTION_DATES')
  async register(@Body() body: RegisterNumberingResolutionRequestDto): Promise<ResultEnvelope<NumberingResolutionView>> {
    return { result: await this.commandBus.execute(new RegisterNumberingResolutionCommand({ ...body, prefix: body.prefix ?? '' })) };
  }
}
