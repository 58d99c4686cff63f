export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __embeddedTestDatabase__?: { stop: () => Promise<void> } }).__embeddedTestDatabase__;
  await embedded?.stop();
}
