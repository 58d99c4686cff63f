/** The body of every error answer of the API (design.md §3). */
export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorEnvelope {
  statusCode: number;
  code: string;
  statusMessage: string;
  errors: FieldError[];
}

/** Stable error codes the clients may switch on. Contexts add their own `CONTEXT.REASON` codes. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  BUSINESS_RULE: 'BUSINESS_RULE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** 503 with Retry-After: the database cannot be reached or cannot write for now (a restart, a failover). */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /** 503 with Retry-After: the database aborted the work for a conflict that a new attempt resolves. */
  DATABASE_BUSY: 'DATABASE_BUSY',
  INTERNAL: 'INTERNAL',
} as const;

export const GenericMessage = {
  VALIDATION: 'La solicitud contiene datos no válidos.',
  MALFORMED_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
  UNAUTHENTICATED: 'Debes iniciar sesión para realizar esta acción.',
  FORBIDDEN: 'No tienes los suficientes privilegios para realizar esta acción.',
  NOT_FOUND: 'El recurso solicitado no existe.',
  TOO_MANY_REQUESTS: 'Has realizado demasiadas solicitudes. Por favor intenta más tarde.',
  PAYLOAD_TOO_LARGE: 'La solicitud supera el tamaño máximo permitido.',
  DATABASE_UNAVAILABLE: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
  DATABASE_BUSY: 'El servicio está ocupado en este momento. Intenta de nuevo en unos segundos.',
  INTERNAL: 'Se ha presentado un error al procesar la solicitud',
} as const;
