/**
 * Version 1 of every brand's policy (Ley 1581 de 2012, Decreto 1377 de 2013): the text the product
 * ships. The officer publishes later versions from the back office.
 */
export const BUILT_IN_POLICY_PUBLISHED_ON = new Date('2026-11-29T00:00:00Z');

export function builtInPolicyText(displayName: string): string {
  return [
    `${displayName} trata los datos personales de sus clientes, representantes legales y titulares de licencias conforme a la Ley 1581 de 2012 y al Decreto 1377 de 2013 (hoy en el Decreto 1074 de 2015).`,
    'Finalidades: registrar y atender las compras, emitir las licencias y las facturas electrónicas, enviar los correos de la cuenta y del servicio, cumplir obligaciones contables y tributarias, y atender las solicitudes de los titulares.',
    'Datos tratados: nombres, tipo y número de documento, dirección, departamento y ciudad, teléfono y correo electrónico, y el historial de órdenes, pagos, licencias y convenios.',
    'Derechos del titular: conocer, actualizar y rectificar sus datos; solicitar prueba de la autorización; ser informado del uso de sus datos; revocar la autorización y solicitar la supresión cuando no exista un deber legal o contractual de conservarlos; y presentar quejas ante la Superintendencia de Industria y Comercio.',
    'Cómo ejercerlos: desde "Mis datos" con tu cuenta, o desde el formulario público de solicitudes verificando el correo registrado. Las consultas se responden en máximo 10 días hábiles (prorrogables 5) y los reclamos en máximo 15 días hábiles (prorrogables 8).',
    'Conservación: los soportes contables, las facturas y los pagos se conservan diez años (Código de Comercio, art. 60; Estatuto Tributario); los convenios, mientras estén vigentes y diez años más. Lo demás se suprime o se anonimiza al atender una supresión.',
  ].join('\n\n');
}
