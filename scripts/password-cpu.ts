/**
 * The CPU one login costs (docs/going-live.md: why the Workers Paid plan): the password hashing
 * of backend/src/commerce/passwords.ts (PBKDF2-SHA-256, 100 000 iterations, 16-byte salt, through
 * WebCrypto as there), timed by process CPU over 10 runs.
 *
 *   node scripts/password-cpu.ts
 */
export const ITERATIONS = 100_000;

async function hashPassword(password: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS }, key, 256);
}

const runs: number[] = [];
for (let run = 0; run < 10; run += 1) {
  const before = process.cpuUsage();
  await hashPassword('vinho123tinto');
  const spent = process.cpuUsage(before);
  runs.push((spent.user + spent.system) / 1000);
}
runs.sort((a, b) => a - b);
const format = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`PBKDF2 password hash, CPU per login: median ${format(runs[5] ?? 0)}, min ${format(runs[0] ?? 0)}, max ${format(runs[9] ?? 0)} (10 runs)`);
console.log('Reproduce: node scripts/password-cpu.ts');
