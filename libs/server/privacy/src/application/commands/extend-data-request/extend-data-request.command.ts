import { Command } from '@nestjs/cqrs';
import type { DataRequestView } from '@lic/shared-api-types';

/** The one extension the law allows, with the reason the holder is told. */
export class ExtendDataRequestCommand extends Command<DataRequestView> {
  constructor(
    readonly number: string,
    readonly reason: string,
    readonly by: string,
  ) {
    super();
  }
}
