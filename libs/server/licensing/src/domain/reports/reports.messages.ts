/** Spanish messages of the reports API (docs/api/licensing.md "Informes"). */
export const ReportsMessage = {
  reportTypeInvalid: 'El tipo de reporte no es válido (GeneralConsumptionReport o KibanaConsumptionReport).',
  documentTypeRequired: 'Indique el tipo de documento junto con el número.',
  documentNumberRequired: 'Indique el número de documento junto con el tipo.',
  claimCreateRequired: 'Indique la característica del servicio (claimCreate) del reporte de consumo.',
  claimDeleteRequired: 'Indique el servicio (claimDelete) del reporte de consumo.',
} as const;
