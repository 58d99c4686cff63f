import { TrialForm } from '../features/trial/components/trial-form';

/** Free-trial registration ("¡Prueba {app} gratis!"). */
export function TrialRoute() {
  return <TrialForm />;
}
