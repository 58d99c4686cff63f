import { Command } from '@nestjs/cqrs';
import type { ElectronicDocumentView } from '@lic/shared-api-types';

/** Staff's "Reintentar": moves a document as far as it can go now (number, build, delivery, mail). */
export class RetryElectronicDocumentCommand extends Command<ElectronicDocumentView> {
  constructor(readonly documentId: string) {
    super();
  }
}
