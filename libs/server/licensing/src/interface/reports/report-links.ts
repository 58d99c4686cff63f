import { REPORT_LINK_TITLES, REPORT_VIEW_PATH, type ReportLink, type ReportLinkKey } from '@lic/shared-api-types';

/**
 * The built-in report each card of "Informes" opens (docs/api/licensing.md "Informes"): every customer's
 * consumption, the same report asking for a customer's document first, the use of promotion codes, and the
 * per-feature consumption report that asks for the customer, service and feature.
 */
const BUILT_IN: Record<ReportLinkKey, string> = {
  services: `${REPORT_VIEW_PATH}?reportType=GeneralConsumptionReport`,
  customerSupport: `${REPORT_VIEW_PATH}?reportType=GeneralConsumptionReport&askCustomer=true`,
  promotionCodes: `${REPORT_VIEW_PATH}?reportType=PromotionCodeReport`,
  consumption: `${REPORT_VIEW_PATH}?reportType=KibanaConsumptionReport`,
};

/** The four cards in display order; a configured external URL replaces the built-in report of its card. */
export function reportLinks(external: Partial<Record<ReportLinkKey, string>>): ReportLink[] {
  return (Object.keys(REPORT_LINK_TITLES) as ReportLinkKey[]).map((key) => {
    const url = external[key];
    return { key, title: REPORT_LINK_TITLES[key], url: url ?? BUILT_IN[key], external: url !== undefined };
  });
}
