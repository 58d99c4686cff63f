import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/** A signing key and its certificate, PEM. */
export interface SigningCredentials {
  privateKeyPem: string;
  certificatePem: string;
}

/**
 * A development certificate (RSA 2048, self-signed, ten years) for the `local` adapter: it signs as DIAN
 * requires, so the signature is verified in tests, but no one trusts it. Made once, at first start.
 */
export function makeDevelopmentCertificate(subjectName: string, nit: string, now = new Date()): SigningCredentials {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${createHash('sha1').update(`${nit}${now.toISOString()}`).digest('hex').slice(0, 30)}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: 'commonName', value: subjectName },
    { name: 'organizationName', value: subjectName },
    { shortName: 'OU', value: 'Certificado de desarrollo - sin validez' },
    { name: 'countryName', value: 'CO' },
    { name: 'serialNumber', value: nit },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return { privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) };
}

/**
 * Reads a PKCS#12 file (the company's certificate as DIAN's certifying entities issue it) into PEM.
 */
export function credentialsFromPkcs12(p12: Buffer, password: string): SigningCredentials {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const bundle = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  const keyBag = bundle.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0];
  const certBag = bundle.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0];
  if (!keyBag?.key || !certBag?.cert) throw new Error('El certificado PKCS#12 no tiene llave privada y certificado');
  return { privateKeyPem: forge.pki.privateKeyToPem(keyBag.key), certificatePem: forge.pki.certificateToPem(certBag.cert) };
}

/** What XAdES's SigningCertificate says about the certificate: SHA-256 digest, issuer and serial. */
export function certificateFacts(certificatePem: string): {
  derBase64: string;
  digestSha256: string;
  issuerName: string;
  serialNumber: string;
} {
  const x509 = new X509Certificate(certificatePem);
  const der = x509.raw;
  const forgeCert = forge.pki.certificateFromPem(certificatePem);
  const issuerName = [...forgeCert.issuer.attributes]
    .reverse()
    .map((attr) => `${attr.shortName ?? attr.name ?? attr.type}=${String(attr.value)}`)
    .join(',');
  return {
    derBase64: der.toString('base64'),
    digestSha256: createHash('sha256').update(der).digest('base64'),
    issuerName,
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
  };
}
