import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetStorefrontViewerQuery, type StorefrontViewer } from '@lic/server-storefront-api';
import { StorefrontViewers } from '../../storefront-viewers/storefront-viewer';

@QueryHandler(GetStorefrontViewerQuery)
export class GetStorefrontViewerHandler implements IQueryHandler<GetStorefrontViewerQuery> {
  constructor(private readonly viewers: StorefrontViewers) {}

  execute({ user }: GetStorefrontViewerQuery): Promise<StorefrontViewer> {
    return this.viewers.of(user);
  }
}
