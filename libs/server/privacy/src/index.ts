import type { MigrationObject } from '@mikro-orm/core';
import { Consent } from './domain/consent.entity';
import { DataRequest } from './domain/data-request.entity';
import { PolicyVersion } from './domain/policy-version.entity';
import { Migration20261129020000PrivacySchema } from './infrastructure/migrations/Migration20261129020000PrivacySchema';

export { PrivacyModule } from './privacy.module';

export const privacyEntities = [Consent, PolicyVersion, DataRequest];

export const privacyMigrations: MigrationObject[] = [
  { name: 'Migration20261129020000PrivacySchema', class: Migration20261129020000PrivacySchema },
];
