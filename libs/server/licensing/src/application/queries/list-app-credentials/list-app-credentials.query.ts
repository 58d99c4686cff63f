import { Query } from '@nestjs/cqrs';
import type { AppCredentialView } from '@lic/shared-api-types';

/** Every credential, newest first (revoked ones too, for the audit). */
export class ListAppCredentialsQuery extends Query<AppCredentialView[]> {}
