import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { FileStorage, StoredFile } from '../../application/ports/file-storage.port';
import { StoredFileRecord } from './stored-file.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keeps files in the catalogue schema. Each call works in an entity manager of its own, so a file is
 * stored (or removed) on its own, as an outside storage would do it.
 */
@Injectable()
export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly orm: MikroORM) {}

  async save(file: StoredFile): Promise<string> {
    const em = this.orm.em.fork();
    const record = new StoredFileRecord();
    record.fileName = file.fileName;
    record.contentType = file.contentType;
    record.sizeBytes = file.content.length;
    record.content = file.content;
    await em.persist(record).flush();
    return record.id;
  }

  async read(key: string): Promise<StoredFile | null> {
    if (!UUID.test(key)) return null;
    const record = await this.orm.em.fork().findOne(StoredFileRecord, { id: key });
    return record ? { fileName: record.fileName, contentType: record.contentType, content: Buffer.from(record.content) } : null;
  }

  async remove(key: string): Promise<void> {
    if (!UUID.test(key)) return;
    await this.orm.em.fork().nativeDelete(StoredFileRecord, { id: key });
  }
}
