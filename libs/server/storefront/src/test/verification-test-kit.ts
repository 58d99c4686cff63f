import { jest } from '@jest/globals';
import { RequestContext } from '@mikro-orm/core';
import { QueryBus, type Query } from '@nestjs/cqrs';
import type { TestApp } from '@lic/api-testing';
import { CLOCK, type Clock, type MailboxEntry } from '@lic/server-kernel';

export const CHECK_EMAIL = '/license/api/purchaseorderlicense/checkisvalidemail';
export const VALIDATE_CODE = '/license/api/purchaseorderlicense/validationmailcode';

/** The mails sent to an address, newest first, as the end-to-end tests read them. */
export async function mailboxOf(t: TestApp, to: string): Promise<MailboxEntry[]> {
  const response = await t.http().get('/api/dev/mailbox').query({ to }).expect(200);
  return response.body.result.records as MailboxEntry[];
}

/** The 6-digit code of the latest verification mail to an address. */
export async function lastCodeSentTo(t: TestApp, to: string): Promise<string> {
  const mail = (await mailboxOf(t, to)).find((m) => m.category === 'email-verification-code');
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No verification code was sent to ${to}`);
  return code;
}

export function checkEmail(t: TestApp, email: string | undefined, options: { resend?: string; appName?: string; host?: string } = {}) {
  let request = t.http().get(CHECK_EMAIL);
  if (email !== undefined) request = request.set('pEmail', email);
  if (options.resend !== undefined) request = request.set('pResendEmail', options.resend);
  if (options.appName !== undefined) request = request.set('pAppName', options.appName);
  if (options.host !== undefined) request = request.set('Host', options.host);
  return request;
}

export function validateCode(t: TestApp, body: Record<string, unknown>) {
  return t.http().post(VALIDATE_CODE).send(body);
}

/** Moves the app's clock: every later `now()` is the real time plus the given offset. */
export function moveClock(t: TestApp, offsetMs: number): void {
  const clock = t.app.get<Clock>(CLOCK);
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
}

export function restoreClock(): void {
  jest.restoreAllMocks();
}

/** Runs a query of a context's index as another context would, inside an ORM request context. */
export function ask<T>(t: TestApp, query: Query<T>): Promise<T> {
  return RequestContext.create(t.orm.em, () => t.app.get(QueryBus).execute(query));
}
