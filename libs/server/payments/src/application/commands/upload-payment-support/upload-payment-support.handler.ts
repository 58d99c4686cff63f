import { Inject, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, FILE_STORAGE, type FileStorage } from '@lic/server-kernel';
import {
  CashInputError,
  CashOrderNotFoundError,
  NotPendingCashError,
  SupportFileTooLargeError,
} from '../../../domain/cash/cash-payment.errors';
import { checkSupportFile, storableSupportFile } from '../../../domain/cash/payment-support-file';
import { PaymentSupport } from '../../../domain/cash/payment-support.entity';
import { Payment } from '../../../domain/payment.entity';
import { PaymentState } from '../../../domain/payment-state';
import { UploadPaymentSupportCommand, type UploadPaymentSupportResult } from './upload-payment-support.command';

const isPendingCash = (payment: Pick<Payment, 'method' | 'state'> | null): boolean =>
  payment !== null && payment.method === 'EFECTIVO' && payment.state === PaymentState.PENDING;

/**
 * The file is checked by content first, then stored, then recorded under the payment's row lock, so an
 * upload and a staff decision on the same order go one after the other: a decided payment takes no file.
 * A file that ends up unrecorded is removed again; a replaced one is removed after the commit.
 */
@CommandHandler(UploadPaymentSupportCommand)
export class UploadPaymentSupportHandler implements ICommandHandler<UploadPaymentSupportCommand> {
  private readonly logger = new Logger('CashPayments');

  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: UploadPaymentSupportCommand): Promise<UploadPaymentSupportResult> {
    const { referenceUuid, supportType, uploader } = command;
    const checked = checkSupportFile(command.fileName, command.contentBase64);
    const stored = 'error' in checked ? checked : await storableSupportFile(checked.file);
    if ('error' in stored) {
      const { field, message, tooLarge } = stored.error;
      throw tooLarge ? new SupportFileTooLargeError(field, message) : new CashInputError(field, message);
    }
    const { file } = stored;

    const payment = await this.em.fork().findOne(Payment, { referenceUuid }, { fields: ['id', 'method', 'state'] });
    if (!payment) throw new CashOrderNotFoundError();
    if (!isPendingCash(payment)) throw new NotPendingCashError();

    const storageKey = await this.storage.save(file);
    let replaced: string | null = null;
    try {
      await this.em.fork().transactional(async (tx) => {
        const locked = await tx.findOne(Payment, { referenceUuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!isPendingCash(locked)) throw new NotPendingCashError();
        const upload = {
          file: { fileName: file.fileName, contentType: file.contentType, sizeBytes: file.content.length },
          storageKey,
          uploadedOn: this.clock.now(),
          uploadedBy: uploader.userName,
          uploadedIp: uploader.ip,
        };
        const existing = await tx.findOne(PaymentSupport, { referenceUuid, supportType });
        if (existing) replaced = existing.replaceWith(upload);
        else tx.persist(PaymentSupport.of({ referenceUuid, supportType, ...upload }));
        await tx.flush();
      });
    } catch (error) {
      await this.storage.remove(storageKey).catch(() => undefined);
      throw error;
    }
    if (replaced) {
      const key = replaced;
      await this.storage.remove(key).catch((error: unknown) => {
        this.logger.warn(
          { order: referenceUuid, key, error: error instanceof Error ? error.message : String(error) },
          'replaced file not removed',
        );
      });
    }
    this.logger.log(
      { order: referenceUuid, supportType, size: file.content.length, contentType: file.contentType },
      'payment support attached',
    );
    return { referenceUuid, supportType, fileName: file.fileName };
  }
}
