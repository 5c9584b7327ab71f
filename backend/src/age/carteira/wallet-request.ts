/**
 * The "carteira" method's request: what the page hands the W3C Digital Credentials API
 * (`navigator.credentials.get({ digital: { requests: [{ protocol, data }] } })`) so that a wallet
 * shows its holder one question, "over 18?", about their mobile driving licence (ISO/IEC 18013-5).
 *
 * OpenID for Verifiable Presentations 1.0, unsigned, over the DC API (Appendix A): no `client_id`
 * and no signature; the browser tells the wallet the page's origin, and the wallet binds its answer
 * to that origin and our nonce (Appendix B.2.6.2; wallet-verify.ts checks the binding).
 * ISO/IEC 18013-7 Annex C (`org-iso-mdoc`, HPKE-encrypted DeviceRequest, the only protocol Safari
 * offers) is out of scope here: its session transcript differs and @owf/mdoc 0.6.0 cannot verify it.
 */
const WALLET_PROTOCOL = 'openid4vp-v1-unsigned';

/** ISO/IEC 18013-5 §7.1: the mDL's document type and its namespace. */
export const MDL_DOCTYPE = 'org.iso.18013.5.1.mDL';
export const MDL_NAMESPACE = 'org.iso.18013.5.1';

/** ISO/IEC 18013-5 §7.2.5: a boolean the issuer signs; the birth date itself never leaves the wallet. */
export const AGE_OVER_18 = 'age_over_18';

/** The DCQL Credential Query's id: the wallet answers under this key of `vp_token` (OpenID4VP 1.0 §6.1, §8.1). */
export const CREDENTIAL_QUERY_ID = 'idade';

/**
 * COSE algorithms wallet-verify.ts checks (RFC 9053 §2.1: ES256, ES384, ES512), for both the
 * issuer's and the device's signature (OpenID4VP 1.0 Appendix B.2.2): a wallet that can only
 * offer others declines up front instead of sending what we would reject.
 */
const VERIFIABLE_COSE_ALGORITHMS = [-7, -35, -36];

/** At least 128 bits, URL-safe characters only (OpenID4VP 1.0 §5.2). */
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22,}$/;

/** One entry of the DC API's `digital.requests`. */
export interface DigitalCredentialRequest {
  protocol: typeof WALLET_PROTOCOL;
  data: Record<string, unknown>;
}

/**
 * The request for one page origin and one nonce (the caller stores the nonce, single-use, for a
 * few minutes). Throws on an origin or nonce the server itself got wrong: never user input.
 */
export function walletRequest({ origin, nonce }: { origin: string; nonce: string }): DigitalCredentialRequest {
  if (!NONCE_PATTERN.test(nonce)) throw new Error('walletRequest: the nonce must be base64url of at least 128 bits');
  if (URL.parse(origin)?.origin !== origin) throw new Error('walletRequest: the origin must be a bare origin, as the browser reports it');
  return {
    protocol: WALLET_PROTOCOL,
    data: {
      response_type: 'vp_token',
      // Plain, not `dc_api.jwt`: the answer goes from the browser to our own origin over TLS and
      // carries one issuer-signed boolean; the session transcript then has no key thumbprint.
      response_mode: 'dc_api',
      nonce,
      client_metadata: {
        vp_formats_supported: {
          mso_mdoc: { issuerauth_alg_values: VERIFIABLE_COSE_ALGORITHMS, deviceauth_alg_values: VERIFIABLE_COSE_ALGORITHMS },
        },
      },
      dcql_query: {
        credentials: [
          {
            id: CREDENTIAL_QUERY_ID,
            format: 'mso_mdoc',
            meta: { doctype_value: MDL_DOCTYPE },
            // One element, not kept (OpenID4VP 1.0 Appendix B.2.4): data minimisation (LGPD art. 6 III).
            claims: [{ path: [MDL_NAMESPACE, AGE_OVER_18], intent_to_retain: false }],
          },
        ],
      },
    },
  };
}
