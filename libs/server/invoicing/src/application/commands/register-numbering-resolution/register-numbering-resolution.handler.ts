import { Inject, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NumberingResolutionView } from '@lic/shared-api-types';
import { DOCUMENT_KIND, DOCUMENT_STATUS, ElectronicDocument } from '../../../domain/electronic-document.entity';
import { resolutionDates, resolutionDuplicate, resolutionRange } from '../../../domain/invoicing.errors';
import { NumberingResolution } from '../../../domain/numbering-resolution.entity';
import { INVOICING_CONFIG, type InvoicingConfig } from '../../../infrastructure/invoicing.config';
import { colombiaToday, DocumentIssuer } from '../../document-issuer';
import { resolutionView } from '../../document-views';
import { RegisterNumberingResolutionCommand } from './register-numbering-resolution.command';
import { sealTechnicalKey } from '../../../infrastructure/technical-keys';

@CommandHandler(RegisterNumberingResolutionCommand)
export class RegisterNumberingResolutionHandler implements ICommandHandler<RegisterNumberingResolutionCommand> {
  private readonly logger = new Logger('Invoicing');

  constructor(
    private readonly em: EntityManager,
    private readonly issuer: DocumentIssuer,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
  ) {}

  async execute({ fields }: RegisterNumberingResolutionCommand): Promise<NumberingResolutionView> {
    if (fields.rangeTo < fields.rangeFrom) throw resolutionRange();
    if (fields.validTo <= fields.validFrom) throw resolutionDates();
    const em = this.em.fork();
    const resolution = new NumberingResolution();
    Object.assign(resolution, {
      resolutionNumber: fields.resolutionNumber.trim(),
      prefix: fields.prefix.trim().toUpperCase(),
      rangeFrom: fields.rangeFrom,
      rangeTo: fields.rangeTo,
      validFrom: fields.validFrom,
      validTo: fields.validTo,
      nextNumber: fields.rangeFrom,
    });
    resolution.technicalKeyCiphertext = sealTechnicalKey(this.config, fields.technicalKey.trim(), resolution.id);
    try {
      await em.persist(resolution).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw resolutionDuplicate();
      throw error;
    }
    void this.issueWaiting();
    return resolutionView(resolution, colombiaToday());
  }

  /** The invoices that waited for a range, oldest first, one at a time (their numbers in order). */
  private async issueWaiting(): Promise<void> {
    const waiting = await this.em
      .fork()
      .find(
        ElectronicDocument,
        { kind: DOCUMENT_KIND.INVOICE, status: DOCUMENT_STATUS.WAITING },
        { orderBy: { createdOn: 'asc' }, fields: ['id'] },
      );
    for (const { id } of waiting) {
      try {
        await this.issuer.advance(id);
      } catch (error) {
        this.logger.warn(`A waiting invoice could not be issued yet: ${(error as Error).message}`);
      }
    }
  }
}
