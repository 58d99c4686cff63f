/** "Mis datos" and the personal-data policy (decision 0057). */
export const PRIVACY_TEXT = {
  policyTitle: 'Política de Tratamiento de Datos Personales',
  policyVersion: (version: number, date: string) => `Versión ${version}, vigente desde el ${date}.`,
  policyLoadError: 'No pudimos cargar la política. Intenta de nuevo en unos minutos.',
  myDataTitle: 'Mis datos',
  myDataIntro:
    'Aquí puedes ejercer tus derechos sobre tus datos personales (Ley 1581 de 2012): consultarlos, pedir que los corrijamos o los suprimamos, revocar tu autorización o pedir la prueba de que la diste.',
  newRequest: 'Nueva solicitud',
  type: 'Tipo de solicitud',
  typeRequired: 'Selecciona el tipo de solicitud.',
  detail: 'Cuéntanos qué necesitas',
  detailPlaceholder: 'Por ejemplo: mi teléfono cambió, el nuevo es 3001234567.',
  detailRule: 'Describe tu solicitud en 10 a 4000 caracteres.',
  send: 'Enviar solicitud',
  sent: (number: string, due: string) =>
    `Radicamos tu solicitud ${number}. Te responderemos a más tardar el ${due}; te enviamos el número a tu correo.`,
  sendError: 'No pudimos enviar tu solicitud. Intenta de nuevo.',
  myRequests: 'Mis solicitudes',
  noRequests: 'Aún no has hecho solicitudes.',
  number: 'Número',
  receivedOn: 'Recibida',
  dueOn: 'Respuesta a más tardar',
  state: 'Estado',
  answer: 'Respuesta',
  states: { RECIBIDA: 'En trámite', PRORROGADA: 'En trámite (plazo ampliado)', RESPONDIDA: 'Respondida' },
  policyLink: 'Lee la política de tratamiento de datos',
  deadlines: 'Las consultas se responden en máximo 10 días hábiles y los reclamos en máximo 15 días hábiles.',
} as const;
