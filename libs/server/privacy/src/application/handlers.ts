import { ApplySuppressionHandler } from './commands/apply-suppression/apply-suppression.handler';
import { AnswerDataRequestHandler } from './commands/answer-data-request/answer-data-request.handler';
import { ExtendDataRequestHandler } from './commands/extend-data-request/extend-data-request.handler';
import { PublishPrivacyPolicyHandler } from './commands/publish-privacy-policy/publish-privacy-policy.handler';
import { RecordConsentHandler } from './commands/record-consent/record-consent.handler';
import { SubmitDataRequestHandler } from './commands/submit-data-request/submit-data-request.handler';
import { RecordStaffAccessHandler } from './commands/record-staff-access/record-staff-access.handler';
import { RecordPersonalDataAccessHandler } from './commands/record-personal-data-access/record-personal-data-access.handler';
import { ExportPersonalDataHandler } from './queries/export-personal-data/export-personal-data.handler';
import { FindKnownHolderHandler } from './queries/find-known-holder/find-known-holder.handler';
import { ListPersonalDataAccessHandler } from './queries/list-personal-data-access/list-personal-data-access.handler';
import { GetConsentStatusHandler } from './queries/get-consent-status/get-consent-status.handler';
import { GetPrivacyPolicyHandler } from './queries/get-privacy-policy/get-privacy-policy.handler';
import { ListConsentsHandler } from './queries/list-consents/list-consents.handler';
import { ListDataRequestsHandler } from './queries/list-data-requests/list-data-requests.handler';

/** The command and query handlers of the privacy context, registered by its module. */
export const PRIVACY_HANDLERS = [
  SubmitDataRequestHandler,
  AnswerDataRequestHandler,
  ExtendDataRequestHandler,
  ApplySuppressionHandler,
  PublishPrivacyPolicyHandler,
  RecordConsentHandler,
  ListDataRequestsHandler,
  GetPrivacyPolicyHandler,
  ListConsentsHandler,
  GetConsentStatusHandler,
  RecordPersonalDataAccessHandler,
  RecordStaffAccessHandler,
  ExportPersonalDataHandler,
  ListPersonalDataAccessHandler,
  FindKnownHolderHandler,
];
