import type { DataRequestState } from '@lic/shared-api-types';

/** "Solicitudes de datos personales" (decision 0057): texts of the officer's module. */
export const PERSONAL_DATA_TEXT = {
  title: 'Solicitudes de datos personales',
  hint: 'Consultas y reclamos de los titulares (Ley 1581 de 2012). Los plazos se cuentan en días hábiles de Colombia: consultas 10 (prorrogables 5), reclamos 15 (prorrogables 8).',
  search: 'Buscar por número, titular, correo o documento',
  empty: 'No hay solicitudes.',
  loadError: 'No pudimos cargar las solicitudes. Intenta de nuevo.',
  serverError: 'No pudimos guardar el cambio. Intenta de nuevo.',
  columns: {
    number: 'Número',
    type: 'Tipo',
    holder: 'Titular',
    receivedOn: 'Recibida',
    dueOn: 'Plazo legal',
    state: 'Estado',
    actions: 'Acciones',
  },
  alert: {
    VENCIDA: 'Vencida',
    POR_VENCER: 'Por vencer',
  },
  daysLeft: (days: number) =>
    days === 1
      ? 'Queda 1 día hábil'
      : days === 0
        ? 'Vence hoy'
        : days < 0
          ? `Vencida hace ${-days} días hábiles`
          : `Quedan ${days} días hábiles`,
  states: { RECIBIDA: 'Recibida', PRORROGADA: 'Prorrogada', RESPONDIDA: 'Respondida' } satisfies Record<DataRequestState, string>,
  open: 'Ver',
  answer: 'Responder',
  extend: 'Prorrogar',
  answerTitle: (number: string) => `Responder la solicitud ${number}`,
  extendTitle: (number: string) => `Prorrogar la solicitud ${number}`,
  answerLabel: 'Respuesta al titular (se envía a su correo y queda guardada)',
  reasonLabel: 'Motivo de la prórroga (se informa al titular)',
  send: 'Enviar',
  answerRule: 'Escribe la respuesta en 10 a 8000 caracteres.',
  reasonRule: 'Escribe el motivo de la prórroga en 10 a 1000 caracteres.',
  detail: 'Lo que pidió el titular',
  answered: 'Respuesta',
  extension: 'Prórroga',
  tabs: { requests: 'Solicitudes', consents: 'Autorizaciones', access: 'Registro de accesos', policy: 'Política de datos' },
  consentSearch: 'Documento de la empresa o persona, o usuario',
  consentHint:
    'El historial de autorizaciones de un titular: qué versión de la política aceptó, cuándo, en qué formulario y desde qué dirección. Cada consulta queda en el registro de accesos.',
  consentEmpty: 'Busca un documento o un usuario para ver sus autorizaciones.',
  consentColumns: {
    acceptedOn: 'Fecha',
    appName: 'Marca',
    form: 'Formulario',
    version: 'Versión',
    holder: 'Titular',
    userName: 'Registrada por',
    ip: 'Dirección IP',
  },
  forms: {
    COMPRA: 'Compra',
    PRUEBA: 'Prueba gratuita',
    REGISTRO_EMPRESA: 'Registro de empresa',
    CONVENIO: 'Convenio',
    REACEPTACION: 'Nueva versión aceptada',
  },
  accessSearch: 'Usuario o titular',
  accessHint: 'Quién consultó o exportó datos personales, y cuándo.',
  accessEmpty: 'No hay accesos registrados.',
  accessColumns: {
    accessedOn: 'Fecha',
    userName: 'Usuario',
    actor: 'Quién',
    action: 'Acción',
    subject: 'Titular',
    detail: 'Detalle',
    ip: 'Dirección IP',
  },
  actors: { CLIENTE: 'El titular', PERSONAL: 'Personal' },
  /** Every action the server records (privacy's PersonalDataAccessAction); an unknown code shows as it came. */
  actions: {
    EXPORTACION: 'Exportó sus datos personales',
    HISTORIAL_AUTORIZACIONES: 'Consultó el historial de autorizaciones',
    SOLICITUDES: 'Consultó las solicitudes de datos',
    FICHA_CLIENTE: 'Abrió la ficha del cliente',
    DETALLE_ORDEN: 'Abrió el detalle de la orden',
    COMPROBANTE_PAGO: 'Abrió el comprobante de pago',
    RUT: 'Abrió el RUT',
  } as Record<string, string>,
  accessNone: '—',
  warning: (count: number) =>
    count === 1 ? '1 solicitud vence pronto o está vencida.' : `${count} solicitudes vencen pronto o están vencidas.`,
} as const;

/** The holder's authorization on the forms where staff enter personal data (decision 0069). */
export const HOLDER_AUTHORIZATION_TEXT = {
  before: 'El titular autorizó el tratamiento de sus datos personales conforme a la ',
  /** The contract wizard with a supervisor: two holders, each with their own consent on record. */
  beforeWithSupervisor: 'El titular y el supervisor autorizaron el tratamiento de sus datos personales conforme a la ',
  policy: (version: number) => `Política de Tratamiento de Datos Personales (versión ${version})`,
  loading: 'Política de Tratamiento de Datos Personales',
  after: '.',
  policyError:
    'No pudimos cargar la Política de Tratamiento de Datos Personales. Recarga la página para registrar la autorización del titular.',
  stale: 'La política cambió: revisa la nueva versión con el titular y marca de nuevo su autorización.',
} as const;

/** "Política de datos": the officer publishes a new version of a brand's policy (decision 0069). */
export const POLICY_TEXT = {
  hint: 'La Política de Tratamiento de Datos Personales vigente de cada marca. Al publicar una nueva versión, los clientes con sesión de la marca deben aceptarla de nuevo; las versiones anteriores quedan como prueba de lo que cada titular aceptó.',
  brand: 'Marca',
  current: 'Versión vigente',
  published: 'Publicada',
  currentText: 'Texto de la versión vigente',
  builtIn: 'Texto incluido en el producto',
  loadError: 'No pudimos cargar la política de la marca. Intenta de nuevo.',
  newVersion: (version: number) => `Publicar la versión ${version}`,
  text: 'Texto de la nueva versión',
  textRule: 'Escribe el texto de la política (50 a 50000 caracteres).',
  effectiveOn: 'Rige desde',
  effectiveRule: 'Elige el día desde el que rige: hoy o una fecha dentro del próximo año.',
  publish: 'Publicar',
  cancel: 'Cancelar',
  confirmTitle: (version: number, brand: string) => `¿Publicar la versión ${version} de la política de ${brand}?`,
  confirmText: (on: string) =>
    `La nueva versión rige desde el ${on}. Los clientes con sesión de la marca deberán aceptarla de nuevo. Una versión publicada no se puede modificar ni retirar.`,
  serverError: 'No pudimos publicar la política. Intenta de nuevo.',
} as const;
