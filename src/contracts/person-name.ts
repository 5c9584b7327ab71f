/**
 * The longest name the shop keeps for a person (a customer's full name, a newsletter subscriber's
 * name), in characters: the backend refuses more, and the forms' fields stop there.
 */
export const PERSON_NAME_MAX_LENGTH = 120;
