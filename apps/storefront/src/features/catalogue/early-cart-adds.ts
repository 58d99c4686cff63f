import type { StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';
import { CATALOGUE_ADD_TO_CART } from '@lic/web-ui';

/**
 * "Agregar al carrito" before the scripts have run (decision 0074). The server's page carries this
 * script inline in its head (allowed by its hash in the page's Content-Security-Policy): it listens for
 * clicks on the home's "Agregar al carrito" buttons, marks the button busy and keeps the package's id,
 * and stops the click there, so nothing else handles it. The app, once it shows the catalogue and the cart
 * has read its storage, takes the ids (which stops the listener) and adds each package as the click
 * would have. Each click is handled either here or by React, never by both.
 */
export const EARLY_ADD_ATTRIBUTE = 'data-early-add';

/** The inline script; its text is hashed for the page's CSP, so any change of it is one of the hash too. */
export const EARLY_CART_ADDS_SCRIPT =
  '(function(d,w){var q=[],s="[' +
  EARLY_ADD_ATTRIBUTE +
  ']",h=function(e){var b=e.target.closest&&e.target.closest(s+" button");' +
  `if(!b||b.textContent!==${JSON.stringify(CATALOGUE_ADD_TO_CART)})return;` +
  'e.preventDefault();e.stopImmediatePropagation();b.setAttribute("aria-busy","true");' +
  'q.push(Number(b.closest(s).getAttribute("' +
  EARLY_ADD_ATTRIBUTE +
  '")))};d.addEventListener("click",h,true);' +
  'w.__earlyCartAdds={take:function(){d.removeEventListener("click",h,true);delete w.__earlyCartAdds;' +
  'd.querySelectorAll(s+" [aria-busy]").forEach(function(b){b.removeAttribute("aria-busy")});return q.splice(0)}}})(document,window)';

/**
 * How a button waiting for the app looks: a turning ring in the text's colour at its start, where antd
 * draws its own loading icon; not dimmed (its text keeps its contrast). In the head with the script (inline
 * styles are allowed), absolutely placed so nothing moves.
 */
export const EARLY_CART_ADDS_STYLE =
  `<style>[${EARLY_ADD_ATTRIBUTE}] button[aria-busy=true]{cursor:progress}` +
  `[${EARLY_ADD_ATTRIBUTE}] button[aria-busy=true]::before{content:"";position:absolute;left:16px;top:50%;width:12px;height:12px;` +
  'margin-top:-8px;border:2px solid;border-right-color:transparent;border-radius:50%;animation:early-add .8s linear infinite}' +
  '@keyframes early-add{to{transform:rotate(360deg)}}</style>';

interface EarlyCartAddsCapture {
  /** Stops listening, clears the busy marks and gives the ids clicked so far, in order. */
  take(): number[];
}

declare global {
  interface Window {
    __earlyCartAdds?: EarlyCartAddsCapture;
  }
}

/** The clicks the page's script kept, once: the script stops listening and React's handlers answer from now on. */
export function takeEarlyCartAdds(): number[] {
  if (typeof window === 'undefined') return [];
  const capture = window.__earlyCartAdds;
  return capture ? capture.take() : [];
}

/** The packages of those clicks found in `catalogue` (the catalogue the customer now sees), in click order. */
export function earlyAddedPackages(ids: readonly number[], catalogue: StorefrontCatalogue): StorefrontPackage[] {
  const all = [...catalogue.base, ...catalogue.combo, ...catalogue.complementary, ...catalogue.offers];
  return ids.flatMap((id) => all.find((pkg) => pkg.packageId === id) ?? []);
}
