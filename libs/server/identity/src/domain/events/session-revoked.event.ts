/** An administrator ended every session of a user; their open windows are told to sign out. */
export class SessionRevokedEvent {
  static readonly eventName = 'identity.session-revoked';

  constructor(
    readonly userName: string,
    readonly message: string,
  ) {}
}
