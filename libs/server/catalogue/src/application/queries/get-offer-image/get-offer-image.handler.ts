import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, type FileStorage, type StoredFile } from '@lic/server-kernel';
import { GetOfferImageQuery } from './get-offer-image.query';

@QueryHandler(GetOfferImageQuery)
export class GetOfferImageHandler implements IQueryHandler<GetOfferImageQuery> {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  execute({ key }: GetOfferImageQuery): Promise<StoredFile | null> {
    return this.storage.read(key);
  }
}
