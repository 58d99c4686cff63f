import { useEffect, useRef } from 'react';
import { useAppParameters } from '../../app-parameters';
import { browserNavigation, leavesHome } from '../landing-redirect';

/**
 * Sends the browser to the brand's landing page once the parameters arrive: 'leaving' until then and
 * while the browser goes; 'stay' when there is no landing page to go to (missing parameter or this page).
 */
export function useLandingRedirect(): 'leaving' | 'stay' {
  const { parameters, loaded } = useAppParameters();
  const target = parameters.urlLandingPage;
  const leave = loaded && leavesHome(target);
  const left = useRef(false);

  useEffect(() => {
    if (!leave || left.current) return;
    left.current = true;
    browserNavigation.leaveTo(target);
  }, [leave, target]);

  return !loaded || leave ? 'leaving' : 'stay';
}
