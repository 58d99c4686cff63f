import { CONTRACT_MESSAGES, Privilege, type MaxValidityAmount, type StartDateParameter } from '@lic/shared-api-types';
import { asText, isEmpty } from './field-rule';
import { CONTRACTED_QUANTITY_MAX, DEFAULT_MAX_REASSIGNMENT_QUOTA } from './limits';
import { MESSAGES } from './messages';
import { LETTER_CLASS } from './names.rules';
import { toWholeNumber } from './numbers.rules';

// Pure rules of the "Convenios" wizard (backoffice-licensing.md §4.3, §4.4, §5.3, §5.4, §2.8 Resumen): the wizard
// uses them as the user types and the contracts server checks the saved payload again with the same functions.
// Dates are calendar dates 'YYYY-MM-DD' (Bogotá); "today" is always passed in, so the rules stay pure.

/** The earliest contract start, 01/01/2000. */
export const CONTRACT_START_MIN = '2000-01-01';
/** A contract ends at most this many years after it starts. */
export const CONTRACT_MAX_DURATION_YEARS = 2;
/** Typed lengths of §5.3: quantity 9 characters, validity amount and reassignment quota 5. */
export const CONTRACT_QUANTITY_MAX_LENGTH = 9;
export const VALIDITY_AMOUNT_MAX_LENGTH = 5;
export const REASSIGNMENT_QUOTA_MAX_LENGTH = 5;
export const JOB_TITLE_MAX_LENGTH = 100;
/** Bogotá has no daylight saving time. */
export const BOGOTA_UTC_OFFSET = '-05:00';
export const UNLIMITED_QUANTITY_TEXT = 'Ilimitada';
export const MISSING_SUMMARY_VALUE = 'No disponible';
export const UNKNOWN_LOOKUP = 'Desconocido';
const NIT_DOCUMENT_TYPE_ID = 4;

// ------------------------------------------------------------------------------------------------
// Calendar dates
// ------------------------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export type CalendarUnit = 'day' | 'month' | 'year';

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function toIso(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 'YYYY-MM-DD' of a real calendar date, or the date part of an ISO instant; null for anything else. */
export function toCalendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value.slice(0, 10));
  if (!match || (value.length > 10 && value[10] !== 'T')) return null;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3])) ? value.slice(0, 10) : null;
}

/** A date typed dd/MM/yyyy as 'YYYY-MM-DD'; null when it is not a real date in that format. */
export function parseTypedDate(text: string): string | null {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** dd/MM/yyyy of a calendar date (the wizard's format, and the es-ES short date of the Resumen). */
export function formatContractDate(date: string): string {
  const iso = toCalendarDate(date);
  if (!iso) return MISSING_SUMMARY_VALUE;
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** The date moved by amount units; a month or year step that lands past the month's end stops at its last day. */
export function addToCalendarDate(date: string, amount: number, unit: CalendarUnit): string {
  const [year, month, day] = date.split('-').map(Number);
  if (unit === 'day') return toIso(new Date(Date.UTC(year, month - 1, day + amount)));
  const months = unit === 'month' ? amount : amount * 12;
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return toIso(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

/** Today's calendar date in Bogotá. */
export function bogotaToday(now: Date = new Date()): string {
  return toIso(new Date(now.getTime() - 5 * 60 * 60 * 1000));
}

/** The contract start as sent to the server: start of the day in Bogotá. */
export function contractStartInstant(date: string): string {
  return `${date}T00:00:00.000${BOGOTA_UTC_OFFSET}`;
}

/** The contract end as sent to the server: end of the day in Bogotá. */
export function contractEndInstant(date: string): string {
  return `${date}T23:59:59.999${BOGOTA_UTC_OFFSET}`;
}

/** The calendar date (Bogotá) of an instant such as contractStartInstant's; null when it is not an instant. */
export function bogotaDateOf(instant: string): string | null {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : bogotaToday(new Date(time));
}

// ------------------------------------------------------------------------------------------------
// Contract dates (§5.4)
// ------------------------------------------------------------------------------------------------

/** The latest start: today, or today plus the parameter's amount when it lets the start go beyond (§5.4). */
export function maxContractStart(today: string, parameter?: StartDateParameter | null): string {
  if (!parameter?.isBeyondOneMonth || !(parameter.quantity > 0)) return today;
  return addToCalendarDate(today, parameter.quantity, parameter.dateUnit === 'month' ? 'month' : 'day');
}

export interface ContractStartContext {
  readonly today: string;
  readonly startDateParameter?: StartDateParameter | null;
}

const withDate = (message: string, date: string) => message.replace('{date}', formatContractDate(date));

/** A start date given as 'YYYY-MM-DD' (or typed dd/MM/yyyy): required, real, 01/01/2000 to maxContractStart. */
export function contractStartProblem(value: unknown, context: ContractStartContext): string | null {
  if (isEmpty(value)) return CONTRACT_MESSAGES.required;
  const start = toContractDate(value);
  if (!start) return CONTRACT_MESSAGES.invalidDate;
  if (start < CONTRACT_START_MIN) return CONTRACT_MESSAGES.minDate;
  const max = maxContractStart(context.today, context.startDateParameter);
  return start > max ? withDate(CONTRACT_MESSAGES.maxDate, max) : null;
}

/** The end date's limits: the first allowed day (start + 1 day) and the last one (start + 2 years). */
export function contractEndLimits(start: string): { min: string; max: string } {
  return { min: addToCalendarDate(start, 1, 'day'), max: addToCalendarDate(start, CONTRACT_MAX_DURATION_YEARS, 'year') };
}

/** An end date: required, real, after the start and at most 2 years after it. Without a valid start only the format is checked. */
export function contractEndProblem(value: unknown, startValue: unknown): string | null {
  if (isEmpty(value)) return CONTRACT_MESSAGES.required;
  const end = toContractDate(value);
  if (!end) return CONTRACT_MESSAGES.invalidDate;
  const start = toContractDate(startValue);
  if (!start) return null;
  if (end <= start) return withDate(CONTRACT_MESSAGES.endAfter, start);
  const { max } = contractEndLimits(start);
  return end > max ? withDate(CONTRACT_MESSAGES.endAtMost, max) : null;
}

function toContractDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return TYPED_DATE.test(value.trim()) ? parseTypedDate(value) : toCalendarDate(value);
}

// ------------------------------------------------------------------------------------------------
// Service lines (§3.5, §4.3, §5.3, §5.4)
// ------------------------------------------------------------------------------------------------

export interface ServiceLineKey {
  readonly packageCode: string;
  /** codeDevice of the device type, device variant only. */
  readonly deviceCode?: string | null;
  readonly validityAmount: number | string;
  readonly typeValidity: string;
}

/**
 * identifierCode of a line (§3.5): package code, device code (device variant only), validity amount and validity
 * type, joined with '-' so that "P1"+"23" and "P12"+"3" stay apart. Two lines with the same code are duplicates (§4.3).
 */
export function serviceLineIdentifierCode(line: ServiceLineKey): string {
  const parts = [line.packageCode, line.deviceCode, String(line.validityAmount), line.typeValidity];
  return parts.filter((part) => part !== undefined && part !== null && part !== '').join('-');
}

/** Whether the candidate repeats a line of the list, the line being edited (exceptIndex) left out. */
export function isDuplicateServiceLine(
  lines: readonly { identifierCode: string }[],
  identifierCode: string,
  exceptIndex: number | null = null,
): boolean {
  return lines.some((line, index) => index !== exceptIndex && line.identifierCode === identifierCode);
}

/** Index of the first line repeating an earlier one (the server's whole-list check), or -1. */
export function firstDuplicateServiceLine(lines: readonly { identifierCode: string }[]): number {
  const seen = new Set<string>();
  for (let index = 0; index < lines.length; index += 1) {
    if (seen.has(lines[index].identifierCode)) return index;
    seen.add(lines[index].identifierCode);
  }
  return -1;
}

/** The quantity of a line: ignored (sent as 0) when unlimited, otherwise required and 1 to 100,000,000. */
export function contractQuantityProblem(value: unknown, unlimited = false): string | null {
  if (unlimited) return null;
  if (isEmpty(value)) return CONTRACT_MESSAGES.required;
  const quantity = toWholeNumber(value);
  if (quantity === null) return MESSAGES.numeric;
  return quantity >= 1 && quantity <= CONTRACTED_QUANTITY_MAX ? null : MESSAGES.integerRange(1, CONTRACTED_QUANTITY_MAX);
}

/** The maximum validity amount of a validity type; null when the parameters do not give one. */
export function maxValidityAmount(typeValidity: unknown, maxAmounts: readonly MaxValidityAmount[]): number | null {
  const entry = maxAmounts.find((item) => item.id === typeValidity);
  return entry && entry.amount > 0 ? entry.amount : null;
}

/** The validity amount: required, whole, above 0 and not above the maximum of its type. */
export function validityAmountProblem(value: unknown, typeValidity: unknown, maxAmounts: readonly MaxValidityAmount[]): string | null {
  if (isEmpty(value)) return CONTRACT_MESSAGES.required;
  const amount = toWholeNumber(value);
  if (amount === null) return MESSAGES.numeric;
  const max = maxValidityAmount(typeValidity, maxAmounts);
  if (amount < 1) return MESSAGES.integerRange(1, max ?? 99_999);
  return max !== null && amount > max ? MESSAGES.integerRange(1, max) : null;
}

/** The wizard clears the validity amount when it is above the maximum of the chosen type (§5.4). */
export function exceedsMaxValidityAmount(value: unknown, typeValidity: unknown, maxAmounts: readonly MaxValidityAmount[]): boolean {
  const amount = toWholeNumber(value);
  const max = maxValidityAmount(typeValidity, maxAmounts);
  return amount !== null && max !== null && amount > max;
}

/** The reassignment quota: required, whole, 0 to the parameter maximum (5 by default). */
export function reassignmentQuotaProblem(value: unknown, maxQuota: number = DEFAULT_MAX_REASSIGNMENT_QUOTA): string | null {
  if (isEmpty(value)) return CONTRACT_MESSAGES.required;
  const quota = toWholeNumber(value);
  if (quota === null) return MESSAGES.numeric;
  return quota >= 0 && quota <= maxQuota ? null : MESSAGES.integerRange(0, maxQuota);
}

/** A reassignment quota typed with a leading zero ("05") becomes "0" (§5.3). */
export function normalizeReassignmentQuota(text: string): string {
  return /^0/.test(text) ? '0' : text;
}

/** What the numeric line fields keep of the typed text: its digits. */
export function keepDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** The validity amount as typed: its digits, cleared ('') when above the maximum of the chosen type (§5.4). */
export function normalizeValidityAmountInput(text: string, typeValidity: unknown, maxAmounts: readonly MaxValidityAmount[]): string {
  const digits = keepDigits(text);
  return exceedsMaxValidityAmount(digits, typeValidity, maxAmounts) ? '' : digits;
}

/** The reassignment quota as typed: its digits, a leading zero making it "0" (§5.3). */
export function normalizeReassignmentQuotaInput(text: string): string {
  return normalizeReassignmentQuota(keepDigits(text));
}

/** The list once a line is saved: appended when nothing is being edited, otherwise in place of the edited line (§4.3). */
export function saveServiceLine<T>(lines: readonly T[], line: T, editingIndex: number | null): T[] {
  if (editingIndex === null || editingIndex < 0 || editingIndex >= lines.length) return [...lines, line];
  return lines.map((current, index) => (index === editingIndex ? line : current));
}

/** The line being edited once the line at removedIndex is deleted: none when it was that line, one up when it came after it. */
export function editingIndexAfterRemoval(editingIndex: number | null, removedIndex: number): number | null {
  if (editingIndex === null || editingIndex === removedIndex) return null;
  return editingIndex > removedIndex ? editingIndex - 1 : editingIndex;
}

// ------------------------------------------------------------------------------------------------
// Other wizard fields
// ------------------------------------------------------------------------------------------------

export const JOB_TITLE_PATTERN = new RegExp(`^[${LETTER_CLASS}0-9 ]+$`);

/** Cargo del supervisor: optional, at most 100 of letters with accents, digits and spaces (§5.4). */
export function jobTitleProblem(value: unknown): string | null {
  if (isEmpty(value)) return null;
  const text = asText(value);
  if (text === null || !JOB_TITLE_PATTERN.test(text)) return MESSAGES.alphanumeric;
  return text.length > JOB_TITLE_MAX_LENGTH ? MESSAGES.maxLength(JOB_TITLE_MAX_LENGTH) : null;
}

/** The role whose users are the product's operational managers (§6). */
export function commercialManagerRole(nameContract: string): string {
  return `LICENSE_${nameContract.toUpperCase()}_COMERCIALMANAGER`;
}

/** §6: LICENSE_{SERVICE}_… grants the service; LICENSE_FULL_ACCESS grants every service flagged full access. */
export function canContractProduct(product: { name: string; isContractFullAccess: boolean }, privileges: readonly string[]): boolean {
  if (product.isContractFullAccess && privileges.includes(Privilege.LICENSE_FULL_ACCESS)) return true;
  const prefix = `LICENSE_${product.name.toUpperCase()}_`;
  return privileges.some((privilege) => privilege.toUpperCase().startsWith(prefix));
}

// ------------------------------------------------------------------------------------------------
// Resumen (§2.8 step 5)
// ------------------------------------------------------------------------------------------------

/** Dots as thousands separators: 1234567 → "1.234.567". */
export function formatThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A line's quantity in the Resumen: "Ilimitada" or the number with dots. */
export function formatContractQuantity(quantity: number | null | undefined, unlimited: boolean): string {
  if (unlimited) return UNLIMITED_QUANTITY_TEXT;
  return quantity === null || quantity === undefined ? MISSING_SUMMARY_VALUE : formatThousands(quantity);
}

export interface ContractCompanyNameSource {
  readonly documentTypeId?: number | string | null;
  readonly legalName?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}

/** The company name of the Resumen: the legal name when the document type id is 4 (NIT), else first + last name. */
export function contractCompanyName(customer: ContractCompanyNameSource): string {
  const name =
    Number(customer.documentTypeId) === NIT_DOCUMENT_TYPE_ID
      ? (customer.legalName ?? '')
      : [customer.firstName, customer.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name.trim() === '' ? MISSING_SUMMARY_VALUE : name.trim();
}
