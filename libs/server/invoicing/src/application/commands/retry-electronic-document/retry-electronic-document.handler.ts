import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ElectronicDocumentView } from '@lic/shared-api-types';
import { ElectronicDocument } from '../../../domain/electronic-document.entity';
import { documentNotFound } from '../../../domain/invoicing.errors';
import { DocumentIssuer } from '../../document-issuer';
import { documentView } from '../../document-views';
import { RetryElectronicDocumentCommand } from './retry-electronic-document.command';

@CommandHandler(RetryElectronicDocumentCommand)
export class RetryElectronicDocumentHandler implements ICommandHandler<RetryElectronicDocumentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly issuer: DocumentIssuer,
  ) {}

  async execute({ documentId }: RetryElectronicDocumentCommand): Promise<ElectronicDocumentView> {
    const found = await this.em.fork().findOne(ElectronicDocument, { id: documentId });
    if (!found) throw documentNotFound();
    try {
      await this.issuer.retry(documentId);
    } catch {
      // The failure is recorded on the document (lastError, attempts): the answer shows it.
    }
    const document = await this.em.fork().findOneOrFail(ElectronicDocument, { id: documentId });
    return documentView(document);
  }
}
