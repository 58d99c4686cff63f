import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { FILE_STORAGE, type FileStorage, type StoredFile } from './file-storage.port';
import type { StoredFileEntity } from './stored-file.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type StoredFileTable = new () => StoredFileEntity;

/**
 * The default storage: files in a table of the context (its StoredFileEntity). Each call works in an
 * entity manager of its own, so a file is stored (or removed) on its own, as an outside storage would do it.
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(
    private readonly orm: MikroORM,
    private readonly table: StoredFileTable,
  ) {}

  async save(file: StoredFile): Promise<string> {
    const em = this.orm.em.fork();
    const record = new this.table();
    record.fileName = file.fileName;
    record.contentType = file.contentType;
    record.sizeBytes = file.content.length;
    record.content = file.content;
    await em.persist(record).flush();
    return record.id;
  }

  async read(key: string): Promise<StoredFile | null> {
    if (!UUID.test(key)) return null;
    const record: StoredFileEntity | null = await this.orm.em.fork().findOne(this.table, { id: key });
    return record ? { fileName: record.fileName, contentType: record.contentType, content: Buffer.from(record.content) } : null;
  }

  async remove(key: string): Promise<void> {
    if (!UUID.test(key)) return;
    await this.orm.em.fork().nativeDelete(this.table, { id: key });
  }
}

/** Binds FILE_STORAGE, in the module that lists it, to the database storage over the given table. */
export function databaseFileStorage(table: StoredFileTable): Provider {
  return { provide: FILE_STORAGE, useFactory: (orm: MikroORM) => new DatabaseFileStorage(orm, table), inject: [MikroORM] };
}
