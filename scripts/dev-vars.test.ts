import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devVarLines, missingDevVars, prepareDevVars } from './dev-vars.ts';

describe('npm run dev’s .dev.vars', () => {
  it('the backend’s example keeps mail for /dev/mail and lets the stand-in take orders (a fresh clone’s dev server)', () => {
    const example = devVarLines(readFileSync('backend/.dev.vars.example', 'utf8'));
    expect(example.get('MAIL_DELIVERY')).toBe('MAIL_DELIVERY=outbox');
    expect(example.get('CHECKOUT_DEMO')).toBe('CHECKOUT_DEMO=on');
    expect(example.get('ENVIRONMENT')).toBe('ENVIRONMENT=development');
  });

  it("adds to a developer's file only the settings it lacks, keeping its values", () => {
    expect(missingDevVars('API_ACCESS_TOKEN=minha\n# nota\n', 'API_ACCESS_TOKEN=x\nMAIL_DELIVERY=outbox\n')).toEqual(['MAIL_DELIVERY=outbox']);
    const folder = mkdtempSync(join(tmpdir(), 'dev-vars-'));
    writeFileSync(join(folder, '.dev.vars.example'), 'API_ACCESS_TOKEN=dev\nMAIL_DELIVERY=outbox\n');
    writeFileSync(join(folder, '.dev.vars'), 'API_ACCESS_TOKEN=minha\n');
    const said: string[] = [];
    prepareDevVars([folder], (line) => said.push(line));
    const lines = devVarLines(readFileSync(join(folder, '.dev.vars'), 'utf8'));
    expect(lines.get('API_ACCESS_TOKEN')).toBe('API_ACCESS_TOKEN=minha');
    expect(lines.get('MAIL_DELIVERY')).toBe('MAIL_DELIVERY=outbox');
    expect(said).toEqual([`${folder}/.dev.vars: added MAIL_DELIVERY from ${folder}/.dev.vars.example`]);
    prepareDevVars([folder], (line) => said.push(line));
    expect(said).toHaveLength(1);
  });
});
