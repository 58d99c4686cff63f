import type { MigrationObject } from '@mikro-orm/core';
import { Consent } from './domain/consent.entity';
import { DataRequest } from './domain/data-request.entity';
import { PersonalDataAccess } from './domain/personal-data-access.entity';
import { PolicyVersion } from './domain/policy-version.entity';
import { Migration20261129020000PrivacySchema } from './infrastructure/migrations/Migration20261129020000PrivacySchema';
import { Migration20261129020100PrivacyAccessLog } from './infrastructure/migrations/Migration20261129020100PrivacyAccessLog';
import { Migration20261130020000PrivacyAccessAddress } from './infrastructure/migrations/Migration20261130020000PrivacyAccessAddress';
import { Migration20261130030000PrivacyPolicyEffectiveDate } from './infrastructure/migrations/Migration20261130030000PrivacyPolicyEffectiveDate';

export { PrivacyModule } from './privacy.module';

export const privacyEntities = [Consent, PolicyVersion, DataRequest, PersonalDataAccess];

export const privacyMigrations: MigrationObject[] = [
  { name: 'Migration20261129020000PrivacySchema', class: Migration20261129020000PrivacySchema },
  { name: 'Migration20261129020100PrivacyAccessLog', class: Migration20261129020100PrivacyAccessLog },
  { name: 'Migration20261130020000PrivacyAccessAddress', class: Migration20261130020000PrivacyAccessAddress },
  { name: 'Migration20261130030000PrivacyPolicyEffectiveDate', class: Migration20261130030000PrivacyPolicyEffectiveDate },
];
export { ApplyRetentionJob } from './infrastructure/jobs/apply-retention.job';
export { WarnDataRequestDeadlinesJob } from './infrastructure/jobs/warn-data-request-deadlines.job';
