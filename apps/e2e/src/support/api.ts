import { brandUrl, DEMO_PASSWORD } from './browser';

/** A demo user's bearer token, from the login endpoint the back office uses. */
export async function tokenOf(userName: string): Promise<string> {
  const response = await fetch(brandUrl(null, '/api/Login/Authenticate'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserName: userName, Password: DEMO_PASSWORD, AppName: 'LICENSE' }),
  });
  if (response.status !== 200) throw new Error(`No fue posible iniciar sesión como ${userName} (${response.status})`);
  return ((await response.json()) as { result: { token: string } }).result.token;
}

/** Calls the licence API with a token and hands back the status and the parsed body. */
export async function callApi<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(brandUrl(null, path), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
