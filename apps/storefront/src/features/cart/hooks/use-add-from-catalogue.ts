import { useCallback } from 'react';
import { useStorefront } from '../../../shared/storefront-context';
import { getPackagesByServiceName } from '../../../shared/api/get-packages-by-service-name';
import { useCart, type CartAddOptions } from '../cart-context';
import { cataloguePackages, findPackage } from '../cart-item';

/**
 * Adds a package named by id or code (the links of the brands' landing pages) from the brand's
 * catalogue; resolves whether the cart changed. An unknown package is only noted in the console.
 */
export function useAddFromCatalogue(): (idOrCode: string, quantity: number, options?: CartAddOptions) => Promise<boolean> {
  const { client, appName } = useStorefront();
  const { add, rememberCatalogue } = useCart();
  return useCallback(
    async (idOrCode, quantity, options) => {
      let packages;
      try {
        packages = cataloguePackages(await getPackagesByServiceName(client, appName));
      } catch (error) {
        console.warn(`No se pudo cargar el catálogo de ${appName}`, error);
        return false;
      }
      rememberCatalogue(packages);
      const pkg = findPackage(packages, idOrCode);
      if (pkg === null) {
        console.info(`El paquete ${idOrCode} no existe en el catálogo de ${appName}.`);
        return false;
      }
      return add(pkg, quantity, options);
    },
    [add, appName, client, rememberCatalogue],
  );
}

/** A quantity from a URL: a whole number of at least 1, else 1. */
export function quantityFromParam(value: string | null | undefined): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}
