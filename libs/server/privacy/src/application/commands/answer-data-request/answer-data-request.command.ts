import { Command } from '@nestjs/cqrs';
import type { DataRequestView } from '@lic/shared-api-types';

/** The officer's answer: kept with the request and mailed to the holder. */
export class AnswerDataRequestCommand extends Command<DataRequestView> {
  constructor(
    readonly number: string,
    readonly answer: string,
    readonly by: string,
  ) {
    super();
  }
}
