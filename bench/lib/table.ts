import { budgetText, valueText, verdict, type Budgets, type Section } from './figures.ts';

const MARK = { pass: 'PASS', fail: 'FAIL', info: '' } as const;

/** Wraps a long sentence for the terminal, indented under its heading. */
function wrap(text: string, width = 110, indent = '        '): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join(`\n${indent}`);
}

/** The readable report: per section, how it was measured, then figure | value | budget | verdict. */
export function renderTable(sections: readonly Section[], budgets: Budgets): string {
  const lines: string[] = [];
  for (const section of sections) {
    const rows = section.figures.map((figure) => {
      const value = valueText(figure);
      return [figure.label, figure.note ? `${value}  (${figure.note})` : value, budgetText(figure, budgets), MARK[verdict(figure, budgets)]] as const;
    });
    const widths = [0, 1, 2].map((column) => Math.max(8, ...rows.map((row) => row[column]!.length)));
    const load = section.load ? `, load ${section.load.min.toFixed(2)}–${section.load.max.toFixed(2)}` : '';
    const took = section.seconds !== undefined ? `${section.seconds.toFixed(0)} s` : '';
    lines.push('', `== ${section.title}  (${took}${load})`);
    lines.push(`   how: ${wrap(section.how)}`);
    lines.push(`   reproduce: ${section.reproduce}`);
    if (section.error) lines.push(`   ERROR: ${section.error}`);
    if (section.skipped) lines.push(`   skipped: ${section.skipped}`);
    if (rows.length > 0) {
      lines.push(`   ${'figure'.padEnd(widths[0]!)}  ${'value'.padEnd(widths[1]!)}  ${'budget'.padEnd(widths[2]!)}  verdict`);
      for (const row of rows) {
        lines.push(`   ${row[0].padEnd(widths[0]!)}  ${row[1].padEnd(widths[1]!)}  ${row[2].padEnd(widths[2]!)}  ${row[3]}`.trimEnd());
      }
    }
  }
  return lines.join('\n');
}

/** Budgeted figures that failed, for the summary line and --check. */
export function failures(sections: readonly Section[], budgets: Budgets): string[] {
  return sections.flatMap((section) =>
    section.figures
      .filter((figure) => verdict(figure, budgets) === 'fail')
      .map((figure) => `${figure.label}: ${valueText(figure)} (budget ${budgetText(figure, budgets)})`),
  );
}
