import { InvalidInputError, NotFoundError, RateLimitedError, UnauthenticatedError } from '@lic/server-kernel';
import { retryText } from './sign-in-failures';
import { ErrorCode } from '@lic/shared-api-types';

export const IdentityMessage = {
  INVALID_CREDENTIALS: 'Usuario o contraseña incorrectos.',
  ACCOUNT_LOCKED: 'Demasiados intentos fallidos para este usuario.',
  INVALID_LOGIN_PARAMETER: 'No fue posible validar el parámetro de inicio de sesión.',
  INVALID_REFRESH_TOKEN: 'Tu sesión ha expirado. Por favor inicia sesión nuevamente.',
  INVALID_SESSION: 'Tu sesión no es válida. Por favor inicia sesión nuevamente.',
  SESSION_REVOKED: 'Tu sesión ha sido cerrada por un administrador.',
  USER_NOT_FOUND: 'El usuario consultado no existe.',
  UNKNOWN_ROLE: 'El rol consultado no es válido.',
  UNKNOWN_APP: 'La aplicación indicada no es válida.',
} as const;

/** Same answer for an unknown user, a wrong password and an inactive user. */
export class InvalidCredentialsError extends UnauthenticatedError {
  constructor() {
    super('IDENTITY.INVALID_CREDENTIALS', IdentityMessage.INVALID_CREDENTIALS);
  }
}

/**
 * Too many failed sign-ins for this user name (429 with Retry-After): "Demasiados intentos fallidos
 * para este usuario. Intenta de nuevo en 15 minutos." Same answer whether the user exists or not.
 */
export class AccountLockedError extends RateLimitedError {
  constructor(waitMs: number) {
    super(`${IdentityMessage.ACCOUNT_LOCKED} ${retryText(waitMs)}`, Math.max(1, Math.ceil(waitMs / 1000)));
  }
}

/** Expired, revoked, reused or foreign refresh token. */
export class InvalidRefreshTokenError extends UnauthenticatedError {
  constructor() {
    super('IDENTITY.INVALID_REFRESH_TOKEN', IdentityMessage.INVALID_REFRESH_TOKEN);
  }
}

/** Tampered, expired, malformed or already used login parameter. */
export class InvalidLoginParameterError extends UnauthenticatedError {
  constructor() {
    super('IDENTITY.INVALID_LOGIN_PARAMETER', IdentityMessage.INVALID_LOGIN_PARAMETER);
  }
}

/** The connection id is not a live realtime connection of the caller. */
export class InvalidSessionError extends UnauthenticatedError {
  constructor() {
    super('IDENTITY.INVALID_SESSION', IdentityMessage.INVALID_SESSION);
  }
}

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('IDENTITY.USER_NOT_FOUND', IdentityMessage.USER_NOT_FOUND);
  }
}

/** The role header names no staff role and no contract manager role. */
export class UnknownRoleError extends InvalidInputError {
  constructor() {
    super(ErrorCode.VALIDATION, `role: ${IdentityMessage.UNKNOWN_ROLE}`, [{ field: 'role', message: IdentityMessage.UNKNOWN_ROLE }]);
  }
}
