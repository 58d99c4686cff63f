import { Command } from '@nestjs/cqrs';
import type { DataRequestReceipt, DataRequestType } from '@lic/shared-api-types';
import type { DataRequestHolder } from '../../../domain/data-request.entity';

/** A holder's request: numbered, its deadline set, acknowledged by mail. */
export class SubmitDataRequestCommand extends Command<DataRequestReceipt> {
  constructor(
    readonly type: DataRequestType,
    readonly detail: string,
    readonly channel: 'CUENTA' | 'PUBLICO',
    readonly appName: string,
    readonly holder: DataRequestHolder,
  ) {
    super();
  }
}
