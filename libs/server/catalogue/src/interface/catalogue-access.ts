import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ACCESS_RULE, RequireAnyPrivilege, RequirePrivileges, type AccessRule } from '@lic/server-kernel';
import { Privilege } from '@lic/shared-api-types';

// Who may call the catalogue (backoffice-catalogue.md §6). CONFIGURATION alone is not enough for the
// configuration tables: LICENSECOMERCIAL and LICENSEPROMOCODE hold it for the promo-code tab only.

/** The Paquetes screen: packages, their configuration and channels. */
export const PackagesAccess = () => RequirePrivileges(Privilege.PACKAGES);

/** Services, feature types and service features: full access of the Configuración module. */
export const ConfigurationAccess = () => RequirePrivileges(Privilege.CONFIGURATION, Privilege.LICENSE_FULL_ACCESS);

/** Lists both screens read (the service options of the package dialog). */
export const ConfigurationOrPackagesAccess = () => RequireAnyPrivilege(Privilege.PACKAGES, Privilege.LICENSE_FULL_ACCESS);

/** Promo codes: CONFIGURATION plus the promo-code right of the action, or full access. */
export const PromoCodeAccess = (right: Privilege) =>
  applyDecorators(
    SetMetadata(ACCESS_RULE, {
      kind: 'staff',
      allOf: [Privilege.CONFIGURATION],
      anyOf: [right, Privilege.LICENSE_FULL_ACCESS],
    } satisfies AccessRule),
  );

/** The package options of the promo-code dialog. */
export const PromoCodePackagesAccess = () =>
  RequireAnyPrivilege(Privilege.PACKAGES, Privilege.PromoCodeRead, Privilege.LICENSE_FULL_ACCESS);
