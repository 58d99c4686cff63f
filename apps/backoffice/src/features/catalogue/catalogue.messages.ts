// Spanish texts of the Paquetes and Configuración screens. Those quoted by backoffice-catalogue.md §2, §5
// and §8 are verbatim (including their missing accents); the confirmation questions and titles the spec
// only describes are our wording.

const stateWord = (active: boolean) => (active ? 'activado' : 'inactivado');
const stateVerb = (active: boolean) => (active ? 'activar' : 'inactivar');

export const CATALOGUE_TEXT = {
  search: 'Buscar',
  emptySearch: 'No existe información correspondiente a los criterios de búsqueda',
  pageSizeLabel: 'Registros por página',
  serverError: 'Error de servidor',
  requestError: 'Se ha presentado un error al procesar la solicitud',
  featuresUnavailable: 'No es posible obtener la informacion',

  packagesTabs: { create: 'Crear paquetes', configure: 'Configurar paquetes', third: 'Historial de paquetes' },
  createPackage: 'Crear paquete',
  editPackage: 'Editar paquete',
  packageSaved: 'El paquete se ha guardado exitosamente',
  packageEdited: 'El paquete se ha editado exitosamente',
  packageNotSaved: (code: string) => `El paquete ${code} no fue guardado`,
  packageNotEdited: (code: string) => `El paquete ${code} no fue editado`,
  packageState: (active: boolean) => `Se ha ${stateWord(active)} el paquete exitosamente`,
  packageQuestion: (active: boolean) => `¿Está seguro de ${stateVerb(active)} el paquete?`,
  offerEndBeforeToday: 'Fecha fin oferta debe ser mayor o igual a la actual',
  offerEndBeforeStart: 'Fecha fin oferta debe ser mayor a la fecha inicio oferta',
  invalidDate: 'Fecha no valida',

  configurationEmpty: 'No se encontraron registros.',
  configurationPressEnter: 'Presiona la tecla Enter para filtar tu busqueda.',
  saveConfiguration: 'Guardar Configuración',
  featuresUpdated: 'Las caracteristicas se han actualizado exitosamente',

  configurationTabs: {
    services: 'Producto o servicio',
    featureTypes: 'Tipo características',
    serviceFeatures: 'Características del servicio',
    promoCodes: 'Códigos promocionales',
  },
  serviceSaved: 'El producto o servicio se ha guardado exitosamente.',
  serviceState: (active: boolean) => `Se ha ${stateWord(active)} el producto o servicio exitosamente.`,
  serviceQuestion: (active: boolean) => `¿Está seguro de ${stateVerb(active)} este producto o servicio?`,
  featureTypeSaved: 'La característica se ha guardado exitosamente.',
  featureTypeState: (active: boolean) => `Se ha ${stateWord(active)} la característica exitosamente.`,
  featureTypeQuestion: (active: boolean) => `¿Está seguro de ${stateVerb(active)} esta característica?`,
  serviceFeatureSaved: 'La característica del servicio se ha guardado exitosamente.',
  serviceFeatureState: (active: boolean) => `Se ha ${stateWord(active)} la característica del servicio exitosamente.`,
  serviceFeatureQuestion: (active: boolean) => `¿Está seguro de ${stateVerb(active)} esta característica del servicio?`,
  promoSaved: 'El código promocional se ha guardado exitosamente',
  promoEdited: 'El código promocional se ha editado exitosamente',
  promoNotSaved: (code: string) => `El código ${code} no fue guardado`,
  promoNotEdited: (code: string) => `El código ${code} no fue editado`,
  promoState: (active: boolean) => `Se ha ${stateWord(active)} el código promocional exitosamente`,
  promoQuestion: (active: boolean) => `¿Está seguro de ${stateVerb(active)} este código promocional?`,
} as const;

/** Who created or modified a record when it was no staff user (the audit's actor names of the server). */
export const AUDIT_ACTOR_TEXT = {
  actors: {
    system: 'Sistema (proceso automático)',
    demo: 'Sistema (datos de demostración)',
    anonymous: 'Cliente (tienda en línea)',
  },
} as const;
