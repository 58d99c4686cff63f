import type { Brand } from '@lic/server-reference';
import type { StorefrontCatalogue } from '@lic/shared-api-types';
import { BRAND_FONT_FAMILY, readableOn, textOn } from '@lic/shared-rules';

/** Path of the page and of its script (the CSP allows scripts of the page's own origin only). */
export const LANDING_PATH = '/landing';
export const LANDING_SCRIPT_PATH = '/landing/landing.js';

interface LandingLook {
  pitch: string;
  primary: string;
  header: string;
  headerText: string;
  page: string;
  text: string;
}

// The brand colours of libs/web/ui's themes (the server does not import the web libraries).
const LOOKS: Record<string, LandingLook> = {
  colfactura: {
    pitch: 'Factura electrónicamente con validación de la DIAN, desde cualquier lugar y sin complicaciones.',
    primary: '#1FB6A6',
    header: '#0A121F',
    headerText: '#E6EDF5',
    page: '#0E1828',
    text: '#E6EDF5',
  },
  colnomina: {
    pitch: 'Liquida tu nómina electrónica y transmítela a la DIAN en minutos, con tus empleados siempre al día.',
    primary: '#8C7BFF',
    header: '#100E20',
    headerText: '#ECE9FF',
    page: '#17142B',
    text: '#ECE9FF',
  },
  firmaya: {
    pitch: 'Firma documentos electrónicamente con plena validez jurídica, desde tu computador o tu celular.',
    primary: '#F37021',
    // The storefront's header orange (decision 0017): white reads on it at 4.5:1.
    header: '#CF480A',
    headerText: '#FFFFFF',
    page: '#FFF7F1',
    text: '#3A2414',
  },
  firmamail: {
    pitch: 'Envía correos certificados y firmados que sirven como prueba ante cualquier autoridad.',
    primary: '#0F86C6',
    header: '#FFFFFF',
    headerText: '#0B3954',
    page: '#F2F7FB',
    text: '#0B3954',
  },
  boveda: {
    pitch: 'Guarda tus documentos en un almacenamiento seguro, cifrado y disponible cuando lo necesites.',
    primary: '#1E7B5E',
    header: '#FFFFFF',
    headerText: '#143D30',
    page: '#F1F6F3',
    text: '#143D30',
  },
  bemyself: {
    pitch: 'Tu identidad digital certificada: firma, autentícate y demuestra quién eres en línea.',
    primary: '#E8467C',
    header: '#120D17',
    headerText: '#F7E9F0',
    page: '#1A1320',
    text: '#F7E9F0',
  },
};

const DEFAULT_LOOK: LandingLook = {
  pitch: 'Licencias y paquetes para las aplicaciones de la suite.',
  primary: '#3949AB',
  header: '#FFFFFF',
  headerText: '#1F2340',
  page: '#F5F6FB',
  text: '#1F2340',
};

/** A brand's landing colours with the text colours that read on them (WCAG AA 4.5:1, decision 0017). */
export interface ReadableLandingLook extends LandingLook {
  /** Text on a primary fill ("Comprar", a hovered package). */
  onPrimary: string;
  /** The primary as text on the page (package prices). */
  accent: string;
}

export function landingLookOf(appName: string): ReadableLandingLook {
  const look = LOOKS[appName] ?? DEFAULT_LOOK;
  return { ...look, onPrimary: textOn(look.primary), accent: readableOn(look.primary, look.page) };
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The demo landing page of a brand (the product's own site in production): name, pitch, the brand's offers
 * (the storefront's own offer cards and countdowns, framed from /license/viewOffers), the base
 * packages as buttons that open the storefront's cart modal in a dialog, and "Comprar". The packages
 * come from the catalogue endpoint through LANDING_SCRIPT, so the page shows what the storefront sells.
 */
export function renderLandingPage(brand: Brand, catalogue: StorefrontCatalogue | null = null): string {
  const look = landingLookOf(brand.appName);
  const name = escapeHtml(brand.displayName);
  const offers = catalogue !== null && catalogue.offers.length > 0;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<meta name="description" content="${escapeHtml(look.pitch)}">
<style>
  :root { --primary: ${look.primary}; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: ${BRAND_FONT_FAMILY}; background: ${look.page}; color: ${look.text}; }
  header { display: flex; align-items: center; justify-content: space-between; padding: 16px clamp(16px, 4vw, 48px); background: ${look.header}; color: ${look.headerText}; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  header strong { font-size: 22px; }
  main { max-width: 1100px; margin: 0 auto; padding: clamp(24px, 6vw, 72px) clamp(16px, 4vw, 48px); }
  h1 { font-size: clamp(32px, 5vw, 52px); margin: 0 0 12px; }
  .pitch { font-size: 20px; max-width: 680px; line-height: 1.5; }
  .buy, .package { display: inline-block; border-radius: 8px; text-decoration: none; font-weight: 600; cursor: pointer; }
  .buy { background: var(--primary); color: ${look.onPrimary}; padding: 10px 22px; border: 2px solid transparent; }
  header .buy { border-color: ${look.headerText}; }
  #packages { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; margin: 24px 0 32px; }
  .package { padding: 18px; border: 2px solid var(--primary); color: inherit; background: transparent; text-align: left; font: inherit; }
  .package span { display: block; font-size: 18px; margin-bottom: 6px; }
  .package small { color: ${look.accent}; font-size: 15px; }
  .package:hover, .package:focus-visible { background: var(--primary); color: ${look.onPrimary}; }
  .package:hover small, .package:focus-visible small { color: ${look.onPrimary}; }
  #offers-frame { width: 100%; height: 0; border: 0; display: block; margin: 16px 0 32px; background: transparent; }
  dialog { width: min(760px, 96vw); height: min(720px, 92vh); padding: 0; border: 0; border-radius: 12px; overflow: hidden; }
  dialog::backdrop { background: rgba(0,0,0,.55); }
  dialog iframe { width: 100%; height: 100%; border: 0; display: block; }
</style>
<script src="${LANDING_SCRIPT_PATH}" defer></script>
</head>
<body data-app-name="${escapeHtml(brand.appName)}">
<header><strong>${name}</strong><a class="buy" href="/license/RegisterPurchaseExt">Comprar</a></header>
<main>
  <h1>${name}</h1>
  <p class="pitch">${escapeHtml(look.pitch)}</p>
  <section id="offers-section"${offers ? '' : ' hidden'}>
    <h2>Ofertas</h2>
    <iframe id="offers-frame" title="Ofertas"${offers ? ' src="/license/viewOffers"' : ''}></iframe>
  </section>
  <h2>Planes</h2>
  <div id="packages" aria-live="polite"${catalogue === null ? '' : ' data-rendered'}>${catalogue === null ? '<p>Cargando planes...</p>' : landingPackages(catalogue)}</div>
  <a class="buy" href="/license/RegisterPurchaseExt">Comprar</a>
</main>
<dialog id="cart-dialog" aria-label="Carrito de compras">
  <iframe name="cart-frame" title="Carrito de compras"></iframe>
</dialog>
</body>
</html>
`;
}

const money = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

/** A base package's price as the landing page shows it: "$ 120.000 /anual". */
export function landingPrice(price: number): string {
  return `${money.format(price).replace(/\u00a0/g, ' ')} /anual`;
}

/**
 * The brand's base packages, drawn by the server from the cached catalogue (decision 0055): links to the
 * cart modal, which the page's script opens in its dialog (and which work as plain links without it).
 */
function landingPackages(catalogue: StorefrontCatalogue): string {
  if (catalogue.base.length === 0) return '<p>No hay planes disponibles.</p>';
  return catalogue.base
    .map(
      (pkg) =>
        `<a class="package" role="button" href="/license/viewCartModal/${encodeURIComponent(pkg.packageId)}/1" data-package-id="${escapeHtml(String(pkg.packageId))}"><span>${escapeHtml(pkg.packageName)}</span><small>${escapeHtml(landingPrice(pkg.packagePriceWithDiscount))}</small></a>`,
    )
    .join('');
}

/**
 * Shows the brand's offers when the catalogue has any (the framed /license/viewOffers posts its height and
 * the offer bought), and lists the brand's base packages from the catalogue endpoint; each opens the cart modal
 * (/license/viewCartModal/{packageId}/1) in the dialog, which closes when the embedded cart posts
 * { source: 'license-cart', action: 'close' }.
 */
export const LANDING_SCRIPT = `'use strict';
(function () {
  var appName = document.body.getAttribute('data-app-name');
  var list = document.getElementById('packages');
  var dialog = document.getElementById('cart-dialog');
  var frame = dialog.querySelector('iframe');
  var money = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

  function openCart(href) {
    frame.src = href;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else window.location.assign(href);
  }
  // The cart closes itself (its own close button), with Escape or with a click beside it.
  var offersSection = document.getElementById('offers-section');
  var offersFrame = document.getElementById('offers-frame');
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== window.location.origin || !data) return;
    if (data.source === 'license-cart' && data.action === 'close') dialog.close();
    if (data.source === 'license-offers' && data.action === 'resize') {
      offersSection.hidden = !(data.count > 0);
      offersFrame.style.height = Math.max(0, Number(data.height) || 0) + 'px';
    }
    if (data.source === 'license-offers' && data.action === 'buy' && /^[0-9]+$/.test(String(data.packageId))) {
      openCart('/license/viewCartModal/' + encodeURIComponent(data.packageId) + '/1');
    }
  });
  dialog.addEventListener('click', function (event) { if (event.target === dialog) dialog.close(); });
  dialog.addEventListener('close', function () { frame.src = 'about:blank'; });

  function wire(link) {
    link.addEventListener('click', function (event) {
      event.preventDefault();
      openCart(link.href);
    });
  }
  // The server drew the packages and the offers' frame (decision 0055): only their clicks are wired.
  if (list.hasAttribute('data-rendered')) {
    Array.prototype.forEach.call(list.querySelectorAll('a.package'), wire);
    return;
  }

  function message(text) {
    list.textContent = '';
    var p = document.createElement('p');
    p.textContent = text;
    list.appendChild(p);
  }

  fetch('/license/api/package/GetPackagesByServiceName/' + encodeURIComponent(appName), {
    headers: { Accept: 'application/json', appName: appName },
  })
    .then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      return response.json();
    })
    .then(function (answer) {
      var offers = (answer && answer.result && answer.result.offers) || [];
      if (offers.length > 0) {
        offersSection.hidden = false;
        offersFrame.src = '/license/viewOffers';
      }
      var packages = (answer && answer.result && answer.result.base) || [];
      if (packages.length === 0) return message('No hay planes disponibles.');
      list.textContent = '';
      packages.forEach(function (pkg) {
        var link = document.createElement('a');
        link.className = 'package';
        link.href = '/license/viewCartModal/' + encodeURIComponent(pkg.packageId) + '/1';
        link.setAttribute('role', 'button');
        link.setAttribute('data-package-id', String(pkg.packageId));
        var name = document.createElement('span');
        name.textContent = pkg.packageName;
        var price = document.createElement('small');
        price.textContent = money.format(pkg.packagePriceWithDiscount).replace(/\\u00a0/g, ' ') + ' /anual';
        link.appendChild(name);
        link.appendChild(price);
        wire(link);
        list.appendChild(link);
      });
    })
    .catch(function () {
      message('No fue posible cargar los planes. Intenta más tarde.');
    });
})();
`;
