import { describe, expect, it } from 'vitest';
import { itMasks, itRefuses } from '../../test-support/tables.ts';
import { maskPhone, splitPhone } from './phone.ts';

describe('phone mask (registration forms)', () => {
  itMasks(maskPhone, [
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 9876-5'],
    ['1132654321', '(11) 3265-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['119876543219999', '(11) 98765-4321'],
  ]);
});

describe('phone parts', () => {
  it('splits a mobile and a landline into DDD and number', () => {
    expect(splitPhone('(11) 98765-4321')).toEqual({ areaCode: '11', number: '987654321' });
    expect(splitPhone('(21) 3265-4321')).toEqual({ areaCode: '21', number: '32654321' });
  });

  itRefuses(
    (phone) => expect(splitPhone(phone)).toBeUndefined(),
    [
      ['no DDD', '98765-4321'],
      ['a DDD with zero', '(10) 98765-4321'],
      ['9 digits not starting with 9', '(11) 88765-4321'],
      ['too short', '(11) 9876-543'],
      ['empty', ''],
    ],
  );
});
