import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import {
  EMPTY_REGISTRATION,
  partialRegistrationInput,
  registrationInput,
  serverFieldErrors,
  validatePartialRegistration,
  validateRegistration,
  type RegistrationValues,
} from './registration-form.ts';

const NOW = new Date('2026-03-14T15:00:00Z');

const valid: RegistrationValues = {
  fullName: '  Maria   da Silva ',
  email: ' maria@example.com.br ',
  password: 'vinho123tinto',
  passwordConfirmation: 'vinho123tinto',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  birthDate: '1990-05-20',
  newsletter: false,
  privacyAccepted: true,
};

describe('registration form rules (/Register)', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(valid, NOW)).toEqual({});
  });

  it('marks every empty field at once, with pt-BR messages', () => {
    expect(validateRegistration(EMPTY_REGISTRATION, NOW)).toEqual({
      fullName: MESSAGES.fieldRequired,
      email: MESSAGES.fieldRequired,
      password: MESSAGES.fieldRequired,
      passwordConfirmation: MESSAGES.fieldRequired,
      cpf: MESSAGES.fieldRequired,
      phone: MESSAGES.fieldRequired,
      birthDate: MESSAGES.fieldRequired,
      privacyAccepted: MESSAGES.privacyRequired,
    });
  });

  it('names each broken rule', () => {
    expect(
      validateRegistration(
        {
          ...valid,
          fullName: 'M4ria',
          email: 'maria@',
          password: 'vinhotinto',
          passwordConfirmation: 'outra123',
          cpf: '529.982.247-24',
          phone: '(11) 8765',
          birthDate: '2010-01-01',
        },
        NOW,
      ),
    ).toEqual({
      fullName: MESSAGES.nameInvalid,
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordWeak,
      passwordConfirmation: MESSAGES.passwordMismatch,
      cpf: MESSAGES.cpfInvalid,
      phone: MESSAGES.phoneInvalid,
      birthDate: MESSAGES.underAge,
    });
  });

  it('builds the customerCreate input: trimmed, digits only, phone split, empty fields left out (spec §5)', () => {
    expect(registrationInput(valid)).toEqual({
      customerType: 'PERSON',
      fullName: 'Maria da Silva',
      email: 'maria@example.com.br',
      password: 'vinho123tinto',
      passwordConfirmation: 'vinho123tinto',
      cpf: '52998224725',
      birthDate: '1990-05-20',
      primaryPhoneAreaCode: '11',
      primaryPhoneNumber: '987654321',
      newsletter: false,
    });
  });
});

describe('partial registration rules (/register/partial)', () => {
  const partial = { fullName: 'João Araújo', email: '', cpf: '111.444.777-35', phone: '', birthDate: '1985-07-01', privacyAccepted: true };

  it('lets the phone and the e-mail stay empty, and leaves them out of the input', () => {
    expect(validatePartialRegistration(partial, NOW)).toEqual({});
    expect(partialRegistrationInput(partial)).toEqual({ customerType: 'PERSON', fullName: 'João Araújo', cpf: '11144477735', birthDate: '1985-07-01' });
  });

  it('still checks what is given', () => {
    expect(validatePartialRegistration({ ...partial, phone: '123', birthDate: '2012-01-01', cpf: '', privacyAccepted: false }, NOW)).toEqual({
      phone: MESSAGES.phoneInvalid,
      birthDate: MESSAGES.underAge,
      cpf: MESSAGES.fieldRequired,
      privacyAccepted: MESSAGES.privacyRequired,
    });
  });
});

describe("the commerce service's errors as field messages", () => {
  it('maps codes to fields in the shop’s words; unknown errors stay general', () => {
    expect(
      serverFieldErrors([
        { message: 'x', code: 'CUS108', field: 'birthDate' },
        { message: 'Algo inesperado', code: 'XYZ' },
      ]),
    ).toEqual({ fields: { birthDate: MESSAGES.underAge }, general: ['Algo inesperado'] });
  });

  it('answers an e-mail or CPF that has an account with one general text naming no field', () => {
    expect(serverFieldErrors([{ message: 'Este e-mail já está cadastrado.', code: 'CUS109', field: 'email' }])).toEqual({
      fields: {},
      general: [MESSAGES.registrationRefused],
    });
  });
});
