import type { QueryBus } from '@nestjs/cqrs';
import { GetAppParametersQuery } from '@lic/server-reference';

/** The app parameters of a brand that purchases and trials read (reference context, storefront.md §3). */
export interface BrandParameters {
  urlPersonalDataTreatmentPolicy: string;
  urlTermsAndConditions: string;
  urlLandingPage: string | null;
  /** Hours a trial activation link stays valid. */
  userActivateTokenTime: number;
  paymentCashApply: boolean;
}

const DEFAULT_ACTIVATION_HOURS = 24;

export async function brandParametersOf(queryBus: QueryBus, appName: string): Promise<BrandParameters> {
  const views = await queryBus.execute(new GetAppParametersQuery(appName.toLowerCase()));
  const value = (code: string): unknown => views.find((view) => view.parameterCode === code)?.value;
  const text = (code: string): string | null => {
    const found = value(code);
    return typeof found === 'string' && found.trim() !== '' ? found : null;
  };
  const hours = value('userActivateTokenTime');
  return {
    urlPersonalDataTreatmentPolicy: text('urlPersonalDataTreatmentPolicy') ?? '',
    urlTermsAndConditions: text('urlTermsAndConditions') ?? '',
    urlLandingPage: text('urlLandingPage'),
    userActivateTokenTime: typeof hours === 'number' && hours > 0 ? hours : DEFAULT_ACTIVATION_HOURS,
    paymentCashApply: value('paymentCashApply') !== false,
  };
}
