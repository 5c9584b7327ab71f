import { CoseKey, DeviceKey, DeviceRequest, DocRequest, Holder, Issuer, ItemsRequest, SignatureAlgorithm } from '@owf/mdoc';
import * as x509 from '@peculiar/x509';
import { AGE_OVER_18, CREDENTIAL_QUERY_ID, type DigitalCredentialRequest, MDL_DOCTYPE, MDL_NAMESPACE, walletRequest } from './wallet-request.ts';
import { mdocContext, sessionTranscriptFor } from './wallet-verify.ts';

/**
 * A test issuing authority and a test wallet for the "carteira" method: what the tests and a local
 * run use instead of a real mobile driving licence. Its IACA is trusted only where the caller's
 * configuration says so (tests, development); it proves nothing about anyone.
 *
 * WebCrypto (`globalThis.crypto`) only, so it runs in workerd and in Node 22 alike: a script can
 * create the issuer at server start and hand it to the server as a JSON string var.
 */
export interface TestIssuerKeys {
  /** The test IACA (trust anchor) certificate. */
  iacaPem: string;
  /** The document signer certificate, issued by the IACA. */
  documentSignerPem: string;
  /** The document signer's private key (P-256). */
  documentSignerKey: JsonWebKey;
}

/** The global WebCrypto (workerd's, Node's `globalThis.crypto`): no `node:crypto`, no polyfill. */
const webCrypto = crypto;
const P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNED_WITH_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;

/**
 * The certificates start this long before `now`, so that an MSO signed weeks ago (and since
 * expired) was still signed within its document signer's validity (ISO/IEC 18013-5 §9.3.1).
 */
const CERTIFICATES_BACKDATED_MS = 90 * DAY_MS;

/** A fresh P-256 key pair (workers-types widen generateKey's result to a single key too). */
async function newP256KeyPair(extractable: boolean): Promise<CryptoKeyPair> {
  return (await webCrypto.subtle.generateKey(P256, extractable, ['sign', 'verify'])) as CryptoKeyPair;
}

async function jwkOf(key: CryptoKey): Promise<JsonWebKey> {
  return (await webCrypto.subtle.exportKey('jwk', key)) as JsonWebKey;
}

/** ISO/IEC 18013-5 Annex B.1: serial numbers with at least 63 random bits, positive. */
function randomSerialNumber(): string {
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[0] = bytes[0]! & 0x7f;
  return Array.from(bytes, (byte: number) => byte.toString(16).padStart(2, '0')).join('');
}

/** The EC key fields only: WebCrypto's `key_ops` and `ext` mean nothing to COSE. */
function ecJwk({ kty, crv, x, y, d }: JsonWebKey, alg: string): Record<string, unknown> {
  return { kty, crv, x, y, ...(d ? { d } : {}), alg };
}

/**
 * A test IACA (C=BR) and a document signer certificate under it, valid around `now`: the Annex B.1
 * extensions the verifier relies on (CA basic constraints, key usages, the mdoc document signer
 * EKU), not the full profile (no CRL distribution point, no issuer alternative name).
 */
export async function createTestIssuer({ now }: { now: Date }): Promise<{ iacaPem: string; issuer: TestIssuerKeys }> {
  const notBefore = new Date(now.getTime() - CERTIFICATES_BACKDATED_MS);
  const iacaKeys = await newP256KeyPair(false);
  const iaca = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: randomSerialNumber(),
      name: 'C=BR, O=Adega Sommelier, CN=Test IACA (never trusted in production)',
      notBefore,
      notAfter: new Date(now.getTime() + 5 * 365 * DAY_MS),
      keys: iacaKeys,
      signingAlgorithm: SIGNED_WITH_SHA256,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      ],
    },
    webCrypto,
  );
  const signerKeys = await newP256KeyPair(true);
  const documentSigner = await x509.X509CertificateGenerator.create(
    {
      serialNumber: randomSerialNumber(),
      subject: 'C=BR, O=Adega Sommelier, CN=Test Document Signer',
      issuer: iaca.subject,
      notBefore,
      notAfter: new Date(now.getTime() + 365 * DAY_MS),
      publicKey: signerKeys.publicKey,
      signingKey: iacaKeys.privateKey,
      signingAlgorithm: SIGNED_WITH_SHA256,
      extensions: [new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true), new x509.ExtendedKeyUsageExtension(['1.0.18013.5.1.2'], true)],
    },
    webCrypto,
  );
  const iacaPem = iaca.toString('pem');
  return {
    iacaPem,
    issuer: { iacaPem, documentSignerPem: documentSigner.toString('pem'), documentSignerKey: await jwkOf(signerKeys.privateKey) },
  };
}

/** What a wallet makes of the DCQL query (OpenID4VP 1.0 Appendix B.2.3, B.2.4): an ISO DeviceRequest for the same elements. */
function deviceRequestFor({ data }: DigitalCredentialRequest): DeviceRequest {
  const { credentials } = data.dcql_query as {
    credentials: { meta: { doctype_value: string }; claims: { path: [string, string]; intent_to_retain?: boolean }[] }[];
  };
  const docRequests = credentials.map(({ meta, claims }) => {
    const namespaces: Record<string, Record<string, boolean>> = {};
    for (const {
      path: [namespace, element],
      intent_to_retain,
    } of claims)
      namespaces[namespace] = { ...namespaces[namespace], [element]: intent_to_retain ?? false };
    return DocRequest.create({ itemsRequest: ItemsRequest.create({ docType: meta.doctype_value, namespaces }) });
  });
  return DeviceRequest.create({ docRequests });
}

/**
 * The `data` a wallet holding a test mDL answers to walletRequest({ origin, nonce }): the issuer
 * signs an mDL with `age_over_18` (valid from `validFrom`, default `now`, until `validUntil`,
 * default 30 days on) for a fresh device key, and the wallet discloses only what was asked,
 * signed with that key over the session transcript of this origin and nonce.
 */
export async function walletAnswerFor(
  issuer: TestIssuerKeys,
  {
    origin,
    nonce,
    ageOver18,
    validFrom,
    validUntil,
    now,
  }: { origin: string; nonce: string; ageOver18: boolean; validFrom?: Date; validUntil?: Date; now: Date },
): Promise<{ vp_token: Record<string, string[]> }> {
  const from = validFrom ?? now;
  const deviceKeys = await newP256KeyPair(true);
  const devicePrivateJwk = await jwkOf(deviceKeys.privateKey);
  const { d: _private, ...devicePublicJwk } = devicePrivateJwk;
  const issuerSigned = await new Issuer(MDL_DOCTYPE, mdocContext)
    // issuing_country as on a real mDL: the verifier checks it against the document signer's C=BR.
    .addIssuerNamespace(MDL_NAMESPACE, { [AGE_OVER_18]: ageOver18, issuing_country: 'BR' })
    .sign({
      signingKey: CoseKey.fromJwk(ecJwk(issuer.documentSignerKey, 'ES256')),
      certificates: [new Uint8Array(new x509.X509Certificate(issuer.documentSignerPem).rawData)],
      algorithm: SignatureAlgorithm.ES256,
      digestAlgorithm: 'SHA-256',
      deviceKeyInfo: { deviceKey: DeviceKey.fromJwk(ecJwk(devicePublicJwk, 'ES256')) },
      validityInfo: { signed: from < now ? from : now, validFrom: from, validUntil: validUntil ?? new Date(now.getTime() + 30 * DAY_MS) },
    });
  const deviceResponse = await Holder.createDeviceResponseForDeviceRequest(
    {
      deviceRequest: deviceRequestFor(walletRequest({ origin, nonce })),
      issuerSigned: [issuerSigned],
      sessionTranscript: await sessionTranscriptFor({ origin, nonce }),
      signature: { signingKey: CoseKey.fromJwk(ecJwk(devicePrivateJwk, 'ES256')) },
    },
    mdocContext,
  );
  return { vp_token: { [CREDENTIAL_QUERY_ID]: [deviceResponse.encodedForOid4Vp] } };
}
