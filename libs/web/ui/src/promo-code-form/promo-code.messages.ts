// Texts of the promo-code dialog; the validation texts quoted by backoffice-catalogue.md §5 are verbatim.
export const PROMO_MESSAGES = {
  createTitle: 'Crear código promocional',
  editTitle: 'Editar código promocional',
  endNotAfterStart: 'Fin vigencia debe ser mayor a Inicio vigencia',
  repetitionEndBeforeExpiration: 'Fecha final de repetición no puede ser menor a la fecha de expiración',
} as const;
