import { describe, expect, it } from 'vitest';
import { identityFromCredential } from './google-credential.ts';

function credential(payload: object): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.assinatura`;
}

describe('the name and e-mail a Google credential carries (to fill /register/partial)', () => {
  it('reads them, accents included', () => {
    expect(identityFromCredential(credential({ email: 'joao@gmail.com', name: 'João Araújo', sub: '1' }))).toEqual({
      email: 'joao@gmail.com',
      name: 'João Araújo',
    });
  });

  it('gives nothing for something that is not a JWT', () => {
    expect(identityFromCredential('nada')).toBeUndefined();
    expect(identityFromCredential('a.%%%.c')).toBeUndefined();
    expect(identityFromCredential(credential({ email: 42 }))).toBeUndefined();
  });
});
