import { Module } from '@nestjs/common';
import { PRIVACY_HANDLERS } from './application/handlers';
import { ApplyRetentionJob } from './infrastructure/jobs/apply-retention.job';
import { WarnDataRequestDeadlinesJob } from './infrastructure/jobs/warn-data-request-deadlines.job';
import { ConsentsController } from './interface/consents.controller';
import { DataRequestsController } from './interface/data-requests.controller';
import { PersonalDataController } from './interface/personal-data.controller';

/**
 * Personal data under Ley 1581 de 2012 (decisions 0057–0059): consents on record with the brands'
 * versioned policy, and the holders' requests with their legal deadlines in Colombian business days.
 */
@Module({
  controllers: [ConsentsController, DataRequestsController, PersonalDataController],
  providers: [...PRIVACY_HANDLERS, ApplyRetentionJob, WarnDataRequestDeadlinesJob],
})
export class PrivacyModule {}
