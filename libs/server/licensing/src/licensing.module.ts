import { Module } from '@nestjs/common';
// Contract balances (issue 7).
import { contractBalancesProviders } from './application/contract-balances/contract-balances.parts';
import { licencesControllers, licencesProviders } from './licences.parts';
import { reportsControllers, reportsProviders } from './interface/reports/reports.parts';
import { consumptionControllers, consumptionProviders } from './interface/consumption/consumption.parts';

/**
 * Turns paid orders into licences, meters what the apps consume and shows balances to customers and
 * staff (design.md §2, §5; docs/api/licensing.md).
 */
@Module({
  controllers: [
    // Licences, my plan and the licences back office (issue 6, licensing core).
    ...licencesControllers,
    // Consumption, app credentials, usage and reports (issue 6, consumption).
    ...consumptionControllers,
    ...reportsControllers,
  ],
  providers: [
    // Contract balances (issue 7).
    ...contractBalancesProviders,
    // Licences, my plan and the licences back office (issue 6, licensing core).
    ...licencesProviders,
    // Consumption, app credentials, usage and reports (issue 6, consumption).
    ...consumptionProviders,
    ...reportsProviders,
  ],
})
export class LicensingModule {}
