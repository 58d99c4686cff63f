import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@lic/server-kernel';

/** Who looks at the storefront: the company of the signed-in customer user, or nobody in particular. */
export interface StorefrontViewer {
  /** The customer (company) id of the customers context; null for anonymous visitors and staff. */
  customerId: string | null;
}

export const ANONYMOUS_VIEWER: StorefrontViewer = { customerId: null };

/** The viewer of a request from its optional token (the company its customer claims name), remembered a few minutes. */
export class GetStorefrontViewerQuery extends Query<StorefrontViewer> {
  constructor(readonly user: AuthenticatedUser | undefined) {
    super();
  }
}
