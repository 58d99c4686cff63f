import type { ConsumptionReport } from '@lic/shared-api-types';

export interface ChartPoint {
  day: string;
  feature: string;
  quantity: number;
}

const addDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** One point per day of the range and feature, zero on the days without consumption (the API sends only the others). */
export function chartPoints(report: ConsumptionReport): ChartPoint[] {
  const quantities = new Map(report.days.map((day) => [`${day.day}|${day.featureCode}`, day.quantity]));
  const points: ChartPoint[] = [];
  for (let day = report.from; day <= report.to; day = addDay(day)) {
    for (const total of report.totals) {
      points.push({ day, feature: total.featureName, quantity: quantities.get(`${day}|${total.featureCode}`) ?? 0 });
    }
  }
  return points;
}
