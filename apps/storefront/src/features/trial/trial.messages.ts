// Spanish texts of the free-trial page (storefront.md §2 Free-trial registration). Quoted ones are the
// spec's; the others (marked "ours") fill what it describes without wording.
export const TRIAL_TEXTS = {
  title: (app: string) => `¡Prueba ${app} gratis!`,
  start: 'Comenzar',
  buyNow: 'Comprar ahora',
  backToLogin: 'Volver al inicio de sesión', // ours (label of the back arrow)
  emptyCart: 'Agrega el paquete de prueba gratis para comenzar.', // ours
  offer: (packageName: string) => `Paquete disponible: ${packageName}`, // ours
  addOffer: 'Agregar prueba gratis', // ours
  trialPackage: (packageNames: string) => `Paquete de prueba: ${packageNames}`, // ours
  checkEmailTitle: '¡Revisa tu Email!',
  checkEmailText: (email: string) => `Te enviamos un enlace de activación a ${email}.`, // ours
  activationDeadline: (hours: number) => `Tienes un máximo de ${hours} ${hours === 1 ? 'hora' : 'horas'} para activar tu cuenta.`, // ours
  goToLogin: 'Ir al inicio de sesión', // ours
} as const;
