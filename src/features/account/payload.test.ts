import { describe, expect, it } from 'vitest';
import { withoutEmptyFields } from './payload.ts';

describe('spec §5: empty or null fields are removed from the customer payload', () => {
  it('drops empty strings, blanks, null and undefined; keeps false, zero and the values as given', () => {
    expect(
      withoutEmptyFields({ fullName: 'Ana', email: '', cpf: '   ', phone: null, city: undefined, newsletter: false, count: 0, password: ' senha 123 ' }),
    ).toEqual({ fullName: 'Ana', newsletter: false, count: 0, password: ' senha 123 ' });
  });

  it('leaves no key behind for a removed field', () => {
    expect(Object.keys(withoutEmptyFields({ a: '', b: 'x' }))).toEqual(['b']);
  });
});
