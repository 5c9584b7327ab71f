/** The age verification feature's public entry (README "Age verification"). */
export { AgeVerificationPage } from './AgeVerificationPage.tsx';
