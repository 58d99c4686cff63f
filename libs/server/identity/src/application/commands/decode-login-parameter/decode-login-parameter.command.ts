import { Command } from '@nestjs/cqrs';

export interface DecodedLoginParameter {
  token: string;
  refreshToken: string;
  userName: string;
}

/** Opens a login parameter once: the brand app gets the session the login page sealed. */
export class DecodeLoginParameterCommand extends Command<DecodedLoginParameter> {
  constructor(readonly parameter: string) {
    super();
  }
}
