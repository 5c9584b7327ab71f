import { describe, expect, it } from 'vitest';
import { backupFile, planBackup, searchRowsSql, sqlLiteral } from './backup-sql.ts';
import { FAKE_SCHEMA } from './test-workspace.ts';

describe('what a backup holds', () => {
  const plan = planBackup(FAKE_SCHEMA);

  it('exports the real tables by name: not the full-text ones, their shadow tables, nor SQLite’s and D1’s own', () => {
    expect(plan.tables).toEqual(['d1_migrations', 'wines', 'order_products']);
  });

  it('recreates the rest of the schema in creation order, the full-text tables included, without automatic indexes', () => {
    expect(plan.laterSchema).toEqual([
      'CREATE INDEX wines_name ON wines (name);',
      'CREATE VIRTUAL TABLE wines_fts USING fts5 (name, grapes);',
      'CREATE VIRTUAL TABLE wines_fts_vocab USING fts5vocab (wines_fts, row);',
      expect.stringMatching(/^CREATE TRIGGER order_products_take_stock .* END;$/),
      'CREATE VIEW wines_in_stock AS SELECT * FROM wines WHERE stock > 0;',
    ]);
    expect(plan.copiedSearchTables).toEqual(['wines_fts']);
    expect(plan.rebuiltSearchTables).toEqual([]);
  });

  it('rebuilds a full-text table over another table’s text instead of copying it', () => {
    const external = planBackup([
      { type: 'table', name: 'notes_fts', tbl_name: 'notes_fts', sql: "CREATE VIRTUAL TABLE notes_fts USING fts5 (body, content='notes')" },
    ]);
    expect(external).toMatchObject({ copiedSearchTables: [], rebuiltSearchTables: ['notes_fts'] });
    expect(backupFile([], '', external, new Map())).toContain(`INSERT INTO "notes_fts" ("notes_fts") VALUES ('rebuild');`);
  });

  it('puts the rows before the triggers, so a restored order line takes no bottle out of stock again', () => {
    const text = backupFile(['Backup'], 'PRAGMA defer_foreign_keys=TRUE;\nINSERT INTO "order_products" VALUES(1,2,3);', plan, new Map());
    expect(text.startsWith('-- Backup\nPRAGMA defer_foreign_keys=TRUE;\n')).toBe(true);
    expect(text.indexOf('INSERT INTO "order_products"')).toBeLessThan(text.indexOf('CREATE TRIGGER order_products_take_stock'));
  });

  it('writes the full-text rows back as SQL, quoting what needs it', () => {
    expect(searchRowsSql('wines_fts', [{ rowid: 7, name: "Rosé d'Anjo", grapes: null }])).toEqual([
      `INSERT INTO "wines_fts" ("rowid", "name", "grapes") VALUES (7, 'Rosé d''Anjo', NULL);`,
    ]);
    expect(sqlLiteral(true)).toBe('1');
    expect(() => sqlLiteral({ bytes: [1] })).toThrow('a value the backup cannot write as SQL');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});
