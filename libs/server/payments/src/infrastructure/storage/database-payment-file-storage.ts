import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PaymentFile, PaymentFileStorage } from '../../application/ports/payment-file-storage.port';
import { StoredPaymentFile } from './stored-payment-file.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The default storage: files in payments.stored_file. Each call works in an entity manager of its own, so
 * a file is stored (or removed) on its own, as an outside storage would do it.
 */
@Injectable()
export class DatabasePaymentFileStorage implements PaymentFileStorage {
  constructor(private readonly orm: MikroORM) {}

  async save(file: PaymentFile): Promise<string> {
    const em = this.orm.em.fork();
    const record = new StoredPaymentFile();
    record.fileName = file.fileName;
    record.contentType = file.contentType;
    record.sizeBytes = file.content.length;
    record.content = file.content;
    await em.persist(record).flush();
    return record.id;
  }

  async read(key: string): Promise<PaymentFile | null> {
    if (!UUID.test(key)) return null;
    const record = await this.orm.em.fork().findOne(StoredPaymentFile, { id: key });
    return record ? { fileName: record.fileName, contentType: record.contentType, content: Buffer.from(record.content) } : null;
  }

  async remove(key: string): Promise<void> {
    if (!UUID.test(key)) return;
    await this.orm.em.fork().nativeDelete(StoredPaymentFile, { id: key });
  }
}
