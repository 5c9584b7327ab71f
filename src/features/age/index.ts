/** The age verification feature's public entry (docs/age-verification.md). */
export { AgeVerificationPage } from './AgeVerificationPage.tsx';
