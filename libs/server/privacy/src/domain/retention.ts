/**
 * How long each kind of record is kept and why (docs/privacy/retention.md is this table in prose; decision
 * 0059). The suppression answer quotes the rows that apply; the retention job applies the ones with `purgeAfterDays`.
 */
export interface RetentionRule {
  record: string;
  keptFor: string;
  why: string;
  /** Deleted by the retention job this many days after it was created; absent when kept by law or by hand. */
  purgeAfterDays?: number;
}

export const RETENTION = {
  invoices: {
    record: 'Órdenes pagadas, facturas y soportes contables (nombre y documento del comprador)',
    keptFor: '10 años desde el cierre del ejercicio',
    why: 'Código de Comercio art. 60, Ley 962 de 2005 art. 28 y Estatuto Tributario art. 632',
  },
  payments: {
    record: 'Pagos y sus comprobantes',
    keptFor: '10 años',
    why: 'soporte contable (Código de Comercio art. 60)',
  },
  contracts: {
    record: 'Convenios',
    keptFor: 'mientras estén vigentes y 10 años más',
    why: 'obligación contractual y prescripción de las acciones (Código Civil art. 2536)',
  },
  consents: {
    record: 'Prueba de la autorización y registro de las solicitudes',
    keptFor: '10 años, sin datos de contacto tras una supresión',
    why: 'prueba ante la Superintendencia de Industria y Comercio (Decreto 1377 de 2013, art. 8)',
  },
  mails: {
    record: 'Correos enviados',
    keptFor: '2 años',
    why: 'atención de reclamos sobre la compra; no son soporte contable',
    purgeAfterDays: 730,
  },
  account: {
    record: 'Usuario de acceso a la tienda (usuario, nombre, correo y contraseña)',
    keptFor: 'mientras el cliente lo use',
    why: 'finalidad del tratamiento; una supresión lo anonimiza y lo desactiva',
  },
  accessLog: {
    record: 'Registro de accesos a datos personales',
    keptFor: '2 años',
    why: 'control interno del responsable (Ley 1581 de 2012, art. 17)',
    purgeAfterDays: 730,
  },
} satisfies Record<string, RetentionRule>;
