import { describe } from 'vitest';
import { itJudges } from '../../test-support/tables.ts';
import { isStrongPassword } from './password.ts';

describe('password strength: 8+ characters with letters and digits', () => {
  itJudges(isStrongPassword, {
    accepts: ['vinho123', 'Tinto2024!', 'çãé12345', 'a1b2c3d4'],
    refuses: [
      ['7 characters', 'vinho12'],
      ['letters only', 'vinhotinto'],
      ['digits only', '12345678'],
      ['symbols and digits', '!!!!1234'],
      ['over 128 characters', `a1${'x'.repeat(127)}`],
    ],
  });
});
