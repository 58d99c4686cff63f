import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { brandsWith } from '../../domain/brand';
import { Parameter } from '../../domain/parameter.entity';

/** The demo landing page every brand host serves (apps/api, /landing). */
export const DEMO_LANDING_PAGE = '/landing';

/** Brands whose storefront home forwards to their landing page (storefront.md §2): capability homeIsLanding. */
export const DEMO_LANDING_PAGE_APPS: readonly string[] = brandsWith('homeIsLanding').map((brand) => brand.appName);

/**
 * Points urlLandingPage of the brands whose home forwards to their landing page at the demo landing
 * page, so the demo's purchase flow never leaves for the brands' real sites. The migration's
 * production values stay as they are; running it again changes nothing.
 */
export class ReferenceDemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const value = JSON.stringify({ type: 'string', value: DEMO_LANDING_PAGE });
    const rows = await em.find(Parameter, { appName: { $in: [...DEMO_LANDING_PAGE_APPS] }, parameterCode: 'urlLandingPage' });
    for (const row of rows) row.parameterValue = value;
    await em.flush();
  }
}
