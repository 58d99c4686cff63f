/** The brand's application info and parameters (storefront.md §3), read from GetAppParameters. */
export interface AppParameters {
  urlPersonalDataTreatmentPolicy: string;
  urlTermsAndConditions: string;
  urlSecutityLogin: string;
  urlLandingPage: string;
  /** Hours a trial's activation link stays valid. */
  userActivateTokenTime: number;
  contactEmailLabel: string;
  contactPhoneLabel: string;
  contactScheduleLabel: string;
  paymentCashApply: boolean;
  integrationServiceApply: boolean;
  promotionCodeApply: boolean;
  planFeaturesview: boolean;
  urlsFromBack: boolean;
  paymentStatusCountdownSeconds: number;
  /** External movements report of "Productos adquiridos" (docs/api/contracts.md); '' = the storefront's own page. */
  urlMovementsReport: string;
}

/** What the storefront assumes until the server answers (and for a parameter the server skipped). */
export const DEFAULT_APP_PARAMETERS: AppParameters = {
  urlPersonalDataTreatmentPolicy: '',
  urlTermsAndConditions: '',
  urlSecutityLogin: '/login',
  urlLandingPage: '/',
  userActivateTokenTime: 24,
  contactEmailLabel: '',
  contactPhoneLabel: '',
  contactScheduleLabel: '',
  paymentCashApply: true,
  integrationServiceApply: false,
  promotionCodeApply: true,
  planFeaturesview: true,
  urlsFromBack: true,
  paymentStatusCountdownSeconds: 10,
  urlMovementsReport: '',
};

export interface ParameterRecord {
  parameterCode: string;
  parameterValue: string;
}

/** Parameter records (`{ "type", "value" }` JSON) over the defaults; a value of the wrong type is skipped. */
export function readAppParameters(records: readonly ParameterRecord[]): AppParameters {
  const result: Record<string, unknown> = { ...DEFAULT_APP_PARAMETERS };
  for (const record of records) {
    if (!(record.parameterCode in DEFAULT_APP_PARAMETERS)) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(record.parameterValue);
    } catch {
      continue;
    }
    const value = (parsed as { value?: unknown } | null)?.value;
    const expected = typeof DEFAULT_APP_PARAMETERS[record.parameterCode as keyof AppParameters];
    if (typeof value === expected) result[record.parameterCode] = value;
  }
  return result as unknown as AppParameters;
}
