import { brands, type BrandCode } from '@lic/web-ui';

/** The brand's name of an app, or the app name as the server sent it. */
export function appDisplayName(appName: string): string {
  return brands[appName as BrandCode]?.displayName ?? appName;
}
