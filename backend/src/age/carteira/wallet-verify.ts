import { CoseKey, DeviceResponse, type MdocContext, SessionTranscript, SignatureAlgorithm, type VerificationAssessment, Verifier } from '@owf/mdoc';
import * as x509 from '@peculiar/x509';
import { AGE_OVER_18, CREDENTIAL_QUERY_ID, MDL_DOCTYPE, MDL_NAMESPACE } from './wallet-request.ts';

/**
 * The "carteira" method's check of a wallet's answer to walletRequest(): an ISO/IEC 18013-5
 * DeviceResponse, verified here and reduced to one issuer-signed boolean. Nothing else of the
 * credential leaves this module, and nothing of it is logged.
 *
 * Library: @owf/mdoc (OpenWallet Foundation Labs, successor of @animo-id/mdoc). It is ESM, needs
 * only cbor-x and zod, builds the OpenID4VP 1.0 DC API session transcript itself, and leaves every
 * cryptographic operation to the context below, so it runs on workerd's WebCrypto with no
 * polyfill. @auth0/mdl was the alternative: CommonJS, a Buffer polyfill, jose 4 next to our jose 6
 * and cose-kit (whose Node build imports `crypto`), transcript helpers for older drafts, and a
 * transcript not wrapped in CBOR tag 24 silently skips the device binding.
 * ISO/IEC 18013-7 Annex C (`org-iso-mdoc`) answers are out of scope: 0.6.0 cannot verify their
 * `dcapi` handover.
 */
export type WalletVerdict =
  | { kind: 'over18' }
  | { kind: 'under18' }
  | { kind: 'rejected'; reason: 'malformed' | 'untrusted' | 'expired' | 'binding' | 'wallet_error' | 'no_claim' };

type RejectionReason = Extract<WalletVerdict, { kind: 'rejected' }>['reason'];

/** A DeviceResponse disclosing one element is a few kB; anything this large is not one. */
const MAX_PRESENTATION_CHARS = 64 * 1024;

/** ISO/IEC 18013-5 Annex B.1: the document signer certificate's extended key usage, id-mdl-kp-mdlDS. */
const DOCUMENT_SIGNER_EKU = '1.0.18013.5.1.2';

/** RFC 9053 §2.1: each ECDSA algorithm with the hash and the curve it is defined for. */
const ECDSA_ALGORITHMS: Partial<Record<SignatureAlgorithm, { namedCurve: string; hash: string }>> = {
  [SignatureAlgorithm.ES256]: { namedCurve: 'P-256', hash: 'SHA-256' },
  [SignatureAlgorithm.ES384]: { namedCurve: 'P-384', hash: 'SHA-384' },
  [SignatureAlgorithm.ES512]: { namedCurve: 'P-521', hash: 'SHA-512' },
};

/** The reason a certificate check fails when the chain holds but a certificate is out of its dates. */
const CERTIFICATE_OUT_OF_DATE = 'a certificate is outside its validity period';

/**
 * The library's checks on ValidityInfo (ISO/IEC 18013-5 §9.3.1 step 5): validFrom ≤ now ≤
 * validUntil, and the MSO signed while its document signer certificate was valid.
 */
const MSO_DATE_CHECKS = new Set([
  'The MSO must be valid at the time of verification',
  'The MSO signed date must be within the validity period of the certificate',
]);

/** The global WebCrypto (workerd's, Node's `globalThis.crypto`): no `node:crypto`, no polyfill. */
const webCrypto = crypto;

function ecdsaFor(algorithm: SignatureAlgorithm | string | undefined) {
  const id = typeof algorithm === 'string' ? SignatureAlgorithm[algorithm as keyof typeof SignatureAlgorithm] : algorithm;
  const ecdsa = id === undefined ? undefined : ECDSA_ALGORITHMS[id];
  if (!ecdsa) throw new Error('unsupported COSE algorithm');
  return ecdsa;
}

/** The bytes in an ArrayBuffer of their own, as WebCrypto's and x509's types ask (a view may sit on any buffer). */
const owned = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** A COSE key as a WebCrypto key, refused unless it is on the curve its algorithm is defined for. */
async function importEcKey(key: CoseKey, namedCurve: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const { crv, x, y, d } = key.jwk as Record<string, string | undefined>;
  if (crv !== namedCurve) throw new Error('the key is not on the curve of its algorithm');
  const jwk: JsonWebKey = usage === 'sign' ? { kty: 'EC', crv, x, y, d } : { kty: 'EC', crv, x, y };
  return webCrypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve }, false, [usage]);
}

/**
 * The document signer certificate (x5chain[0], ISO/IEC 18013-5 §9.1.2.4) must be signed directly
 * by one of the trusted IACA certificates (Annex B: a two-level PKI, no intermediates), carry the
 * document signer key usage, and both must be within their dates.
 */
async function verifyDocumentSignerChain({ trustedCertificates, x5chain, now }: { trustedCertificates: Uint8Array[]; x5chain: Uint8Array[]; now?: Date }) {
  if (!x5chain[0]) throw new Error('no document signer certificate');
  const signer = new x509.X509Certificate(owned(x5chain[0]));
  const at = now ?? new Date();
  let iaca: x509.X509Certificate | undefined;
  for (const candidate of trustedCertificates.map((der) => new x509.X509Certificate(owned(der)))) {
    const isCa = candidate.getExtension(x509.BasicConstraintsExtension)?.ca === true;
    if (isCa && candidate.subject === signer.issuer && (await signer.verify({ publicKey: candidate, signatureOnly: true }, webCrypto))) {
      iaca = candidate;
      break;
    }
  }
  if (!iaca) throw new Error('the document signer is not issued by a trusted IACA');
  if (!signer.getExtension(x509.ExtendedKeyUsageExtension)?.usages.includes(DOCUMENT_SIGNER_EKU)) throw new Error('not a document signer certificate');
  const inDates = (certificate: x509.X509Certificate) => certificate.notBefore <= at && at <= certificate.notAfter;
  if (!inDates(signer) || !inDates(iaca)) throw new Error(CERTIFICATE_OUT_OF_DATE);
}

/**
 * @owf/mdoc's cryptography on WebCrypto and @peculiar/x509. ECDSA only (what walletRequest()
 * announces); no DeviceMac: its key agreement needs a reader key, which OpenID4VP has none of.
 * Signing is here too for the test issuer and test wallet (test-issuer.ts).
 */
export const mdocContext: MdocContext = {
  crypto: {
    random: (length) => webCrypto.getRandomValues(new Uint8Array(length)),
    digest: async ({ digestAlgorithm, bytes }) => new Uint8Array(await webCrypto.subtle.digest(digestAlgorithm, owned(bytes))),
    calculateEphemeralMacKey: () => {
      throw new Error('DeviceMac is not supported over OpenID4VP');
    },
  },
  cose: {
    sign1: {
      sign: async ({ key, toBeSigned, algorithm }) => {
        const { namedCurve, hash } = ecdsaFor(algorithm ?? key.algorithm);
        const privateKey = await importEcKey(key, namedCurve, 'sign');
        // WebCrypto's ECDSA signature is r‖s, the COSE encoding (RFC 9053 §2.1).
        return new Uint8Array(await webCrypto.subtle.sign({ name: 'ECDSA', hash }, privateKey, owned(toBeSigned)));
      },
      verify: async ({ key, sign1 }) => {
        try {
          const { namedCurve, hash } = ecdsaFor(sign1.signatureAlgorithmName);
          return await webCrypto.subtle.verify(
            { name: 'ECDSA', hash },
            await importEcKey(key, namedCurve, 'verify'),
            owned(sign1.signature),
            owned(sign1.toBeSigned),
          );
        } catch {
          return false;
        }
      },
    },
    mac0: {
      sign: () => {
        throw new Error('DeviceMac is not supported over OpenID4VP');
      },
      verify: () => false,
    },
  },
  x509: {
    // The document signer certificate's subject: ISO/IEC 18013-5 compares issuing_country and
    // issuing_jurisdiction with its countryName and stateOrProvinceName.
    getIssuerNameField: ({ certificate, field }) => new x509.X509Certificate(owned(certificate)).subjectName.getField(field),
    getPublicKey: async ({ certificate }) => {
      const publicKey = new x509.X509Certificate(owned(certificate)).publicKey;
      const { name, namedCurve } = publicKey.algorithm as { name: string; namedCurve?: string };
      if (name !== 'ECDSA') throw new Error('the document signer key is not an ECDSA key');
      const cryptoKey = await publicKey.export({ name, namedCurve }, ['verify'], webCrypto);
      const jwk = (await webCrypto.subtle.exportKey('jwk', cryptoKey)) as JsonWebKey;
      return CoseKey.fromJwk({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y });
    },
    verifyCertificateChain: verifyDocumentSignerChain,
    getCertificateData: async ({ certificate }) => {
      const parsed = new x509.X509Certificate(owned(certificate));
      const thumbprint = new Uint8Array(await webCrypto.subtle.digest('SHA-256', parsed.rawData));
      return {
        issuerName: parsed.issuer,
        subjectName: parsed.subject,
        serialNumber: parsed.serialNumber,
        thumbprint: Array.from(thumbprint, (byte) => byte.toString(16).padStart(2, '0')).join(''),
        notBefore: parsed.notBefore,
        notAfter: parsed.notAfter,
        pem: parsed.toString('pem'),
      };
    },
  },
};

/**
 * OpenID4VP 1.0 Appendix B.2.6.2: [null, null, ["OpenID4VPDCAPIHandover", SHA-256(CBOR([origin,
 * nonce, null]))]]; null where an encrypted response (`dc_api.jwt`) would put its key's thumbprint.
 * The device signs it (ISO/IEC 18013-5 §9.1.3), so an answer made for another page or request fails.
 */
export function sessionTranscriptFor({ origin, nonce }: { origin: string; nonce: string }): Promise<SessionTranscript> {
  return SessionTranscript.forOid4VpDcApi({ origin, nonce }, mdocContext);
}

class CheckFailed extends Error {
  // A plain field, not a parameter property: Node runs this file with types stripped (test-issuer.ts).
  readonly assessment: VerificationAssessment;
  constructor(assessment: VerificationAssessment) {
    super(assessment.check);
    this.assessment = assessment;
  }
}

/** The library reports each check; the first failure decides the verdict. */
function stopAtFirstFailure(assessment: VerificationAssessment) {
  if (assessment.status === 'FAILED') throw new CheckFailed(assessment);
}

function reasonFor({ category, check, reason }: VerificationAssessment): RejectionReason {
  if (category === 'DEVICE_AUTH') return 'binding';
  if (category === 'ISSUER_AUTH') return MSO_DATE_CHECKS.has(check) || reason === CERTIFICATE_OUT_OF_DATE ? 'expired' : 'untrusted';
  // A disclosed element whose digest the issuer did not sign.
  if (category === 'DATA_INTEGRITY') return 'untrusted';
  return 'malformed';
}

const rejected = (reason: RejectionReason): WalletVerdict => ({ kind: 'rejected', reason });

/**
 * The one presentation for our one Credential Query (OpenID4VP 1.0 §8.1: `multiple` omitted, so
 * exactly one), or why there is none. A wallet's refusal still fulfils the browser's promise, as
 * `{ error }` (Appendix A.4, error codes §8.5).
 */
function presentationIn(data: unknown): { presentation: string } | { rejection: RejectionReason } {
  if (typeof data !== 'object' || data === null) return { rejection: 'malformed' };
  if ('error' in data) return { rejection: 'wallet_error' };
  const vpToken = 'vp_token' in data ? data.vp_token : undefined;
  const presentations = typeof vpToken === 'object' && vpToken !== null ? (vpToken as Record<string, unknown>)[CREDENTIAL_QUERY_ID] : undefined;
  if (!Array.isArray(presentations) || presentations.length !== 1) return { rejection: 'malformed' };
  const [presentation] = presentations;
  if (typeof presentation !== 'string' || presentation.length > MAX_PRESENTATION_CHARS || !/^[A-Za-z0-9_-]+$/.test(presentation)) {
    return { rejection: 'malformed' };
  }
  return { presentation };
}

function derOf(pem: string): Uint8Array {
  return new Uint8Array(new x509.X509Certificate(pem).rawData);
}

/**
 * Verifies a wallet's answer against the origin and nonce the server stored with the request
 * (never values the client sends back), the trusted IACA roots (PEM) and the time `now`: device
 * signature over the session transcript ('binding'), document signer chain ('untrusted'), MSO
 * and certificate dates ('expired'), docType, then `age_over_18` from issuerSigned only: what the
 * device signs alone (deviceSigned) is the holder's word, not the issuer's. Bad input is a
 * rejection, never an exception; only an unreadable trusted root (the server's own configuration) throws.
 */
export async function verifyWalletAnswer({
  origin,
  nonce,
  data,
  trustedRoots,
  now,
}: {
  origin: string;
  nonce: string;
  data: unknown;
  trustedRoots: readonly string[];
  now: Date;
}): Promise<WalletVerdict> {
  const trustedCertificates = trustedRoots.map(derOf);
  const answer = presentationIn(data);
  if ('rejection' in answer) return rejected(answer.rejection);
  try {
    const deviceResponse = DeviceResponse.fromEncodedForOid4Vp(answer.presentation);
    const [document, ...others] = deviceResponse.documents ?? [];
    // ISO/IEC 18013-5 §8.3.2.1.2.3: status 0 (OK) and our one document.
    if (deviceResponse.status !== 0 || !document || others.length > 0) return rejected('malformed');
    // §9.3.1 step 4: the docType the issuer signed (MSO) is the one presented, and the one asked for.
    if (document.docType !== MDL_DOCTYPE || document.issuerSigned.issuerAuth.mobileSecurityObject.docType !== MDL_DOCTYPE) return rejected('malformed');
    await Verifier.verifyDeviceResponse(
      { deviceResponse, sessionTranscript: await sessionTranscriptFor({ origin, nonce }), trustedCertificates, now, onCheck: stopAtFirstFailure },
      mdocContext,
    );
    const ages = (document.issuerSigned.getIssuerNamespace(MDL_NAMESPACE) ?? []).filter((item) => item.elementIdentifier === AGE_OVER_18);
    if (ages.length === 0) return rejected('no_claim');
    const [age] = ages.map((item) => item.elementValue);
    // §8.3.2.1.2.2: one IssuerSignedItem per element identifier; §7.2.5: a boolean.
    if (ages.length > 1 || typeof age !== 'boolean') return rejected('malformed');
    return { kind: age ? 'over18' : 'under18' };
  } catch (error) {
    return rejected(error instanceof CheckFailed ? reasonFor(error.assessment) : 'malformed');
  }
}
