import { describe, expect, it } from '@jest/globals';
import { OfflineIdentityCheck } from './offline-identity-check';

describe('OfflineIdentityCheck', () => {
  const check = new OfflineIdentityCheck();
  const subject = (document: string) => ({
    documentType: 'CC',
    document,
    email: 'ana@empresa.co',
    phoneNumber: '3001234567',
    appName: 'firmaya',
  });

  it.each(['1020304051', '79845123', '9'])('validates %s', async (document) => {
    await expect(check.verify(subject(document))).resolves.toEqual({ validated: true, reference: null });
  });

  it.each(['1020304050', '10', '0'])('does not validate %s (ends in 0)', async (document) => {
    await expect(check.verify(subject(document))).resolves.toEqual({ validated: false, reference: null });
  });
});
