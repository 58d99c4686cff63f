import { Module } from '@nestjs/common';

/**
 * Turns paid orders into licences, meters what the apps consume and shows balances to customers and
 * staff (design.md §2, §5; docs/api/licensing.md).
 */
@Module({
  controllers: [
    // Licences, my plan and the licences back office (issue 6, licensing core).
    // Consumption, app credentials, usage and reports (issue 6, consumption).
  ],
  providers: [
    // Licences, my plan and the licences back office (issue 6, licensing core).
    // Consumption, app credentials, usage and reports (issue 6, consumption).
  ],
})
export class LicensingModule {}
