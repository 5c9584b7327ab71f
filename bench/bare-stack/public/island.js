export const island = true;
