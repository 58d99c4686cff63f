import { randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { NS } from '../ubl/ubl-document';
import { certificateFacts, type SigningCredentials } from './signing-certificate';

/** DIAN's signature policy (política de firma v2) and the SHA-256 of its PDF, base64. */
export const DIAN_SIGNATURE_POLICY = {
  identifier: 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
  description: 'Política de firma para facturas electrónicas de la República de Colombia.',
  digestSha256: 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
} as const;

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903#SignedProperties';

/** Where the signature goes: the UBL extension left empty for it. */
const SIGNATURE_SLOT = "//*[local-name(.)='UBLExtension'][2]/*[local-name(.)='ExtensionContent']";

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Signs a UBL document with XAdES-EPES as DIAN's signature policy v2 asks (decision 0050): an enveloped
 * RSA-SHA256 signature over the document, its KeyInfo and the XAdES SignedProperties (signing time, the
 * certificate's digest and issuer/serial, the policy's identifier and hash, the role "supplier").
 */
export function signUblDocument(xml: string, credentials: SigningCredentials, signingTime = new Date()): string {
  const id = `xmldsig-${randomUUID()}`;
  const cert = certificateFacts(credentials.certificatePem);
  const signedProperties =
    `<xades:QualifyingProperties xmlns:xades="${NS.xades}" Target="#${id}">` +
    `<xades:SignedProperties Id="${id}-signedprops"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${signingTime.toISOString()}</xades:SigningTime>` +
    `<xades:SigningCertificate><xades:Cert><xades:CertDigest>` +
    `<ds:DigestMethod xmlns:ds="${NS.ds}" Algorithm="${SHA256}"/><ds:DigestValue xmlns:ds="${NS.ds}">${cert.digestSha256}</ds:DigestValue>` +
    `</xades:CertDigest><xades:IssuerSerial><ds:X509IssuerName xmlns:ds="${NS.ds}">${escapeXml(cert.issuerName)}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber xmlns:ds="${NS.ds}">${cert.serialNumber}</ds:X509SerialNumber></xades:IssuerSerial></xades:Cert></xades:SigningCertificate>` +
    `<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId><xades:SigPolicyId>` +
    `<xades:Identifier>${DIAN_SIGNATURE_POLICY.identifier}</xades:Identifier><xades:Description>${DIAN_SIGNATURE_POLICY.description}</xades:Description>` +
    `</xades:SigPolicyId><xades:SigPolicyHash><ds:DigestMethod xmlns:ds="${NS.ds}" Algorithm="${SHA256}"/>` +
    `<ds:DigestValue xmlns:ds="${NS.ds}">${DIAN_SIGNATURE_POLICY.digestSha256}</ds:DigestValue></xades:SigPolicyHash>` +
    `</xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>` +
    `<xades:SignerRole><xades:ClaimedRoles><xades:ClaimedRole>supplier</xades:ClaimedRole></xades:ClaimedRoles></xades:SignerRole>` +
    `</xades:SignedSignatureProperties></xades:SignedProperties></xades:QualifyingProperties>`;

  const signer = new SignedXml({
    privateKey: credentials.privateKeyPem,
    publicCert: credentials.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N,
    keyInfoAttributes: { Id: `${id}-keyinfo` },
    getKeyInfoContent: (args) => {
      const p = args?.prefix ? `${args.prefix}:` : '';
      return `<${p}X509Data><${p}X509Certificate>${cert.derBase64}</${p}X509Certificate></${p}X509Data>`;
    },
    objects: [{ content: signedProperties }],
  });
  signer.addReference({ xpath: '/*', isEmptyUri: true, id: `${id}-ref0`, transforms: [ENVELOPED], digestAlgorithm: SHA256 });
  signer.addReference({ xpath: `//*[@Id='${id}-keyinfo']`, transforms: [C14N], digestAlgorithm: SHA256 });
  signer.addReference({ xpath: `//*[@Id='${id}-signedprops']`, type: SIGNED_PROPERTIES_TYPE, transforms: [C14N], digestAlgorithm: SHA256 });
  signer.computeSignature(xml, { prefix: 'ds', attrs: { Id: id }, location: { reference: SIGNATURE_SLOT, action: 'append' } });
  return signer.getSignedXml();
}

/**
 * Verifies the signature of a signed document with the certificate it carries: every reference's digest
 * and the signature value. The certificate's trust is DIAN's business (and the development one has none).
 */
export function verifyUblSignature(signedXml: string): boolean {
  const doc = new DOMParser().parseFromString(signedXml, 'text/xml');
  const signature = doc.getElementsByTagNameNS(NS.ds, 'Signature')[0];
  if (!signature) return false;
  const certificate = signature.getElementsByTagNameNS(NS.ds, 'X509Certificate')[0]?.textContent;
  if (!certificate) return false;
  const pem = `-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  const verifier = new SignedXml({ publicCert: pem, getCertFromKeyInfo: () => pem });
  verifier.loadSignature(signature as unknown as Node);
  try {
    return verifier.checkSignature(signedXml);
  } catch {
    return false;
  }
}
