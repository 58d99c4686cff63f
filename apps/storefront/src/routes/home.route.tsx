import { brandHas } from '@lic/shared-rules';
import { PageShell, PageTitle, useBrand } from '@lic/web-ui';
import { useStorefront } from '../shared/storefront-context';
import { CataloguePage } from '../features/catalogue/components/catalogue-page';
import { LandingRedirect } from '../features/catalogue/components/landing-redirect';
import { homeIsLandingPage } from '../features/catalogue/landing-redirect';

/**
 * Home package catalogue of the brand (storefront.md §2). Brands with a landing page of their own go
 * there; the license app's home is the back office, served apart under /admin.
 */
export function HomeRoute() {
  const { appName } = useStorefront();
  const brand = useBrand();
  if (brandHas(appName, 'hostsBackOffice')) {
    return (
      <PageShell>
        <PageTitle visuallyHidden>{brand.title}</PageTitle>
      </PageShell>
    );
  }
  if (homeIsLandingPage(appName)) {
    return (
      <LandingRedirect>
        <CataloguePage />
      </LandingRedirect>
    );
  }
  return <CataloguePage />;
}
