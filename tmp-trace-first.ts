import { execFileSync } from 'node:child_process';
import { launchDebuggableChromium } from './bench/lib/chromium.ts';
const chrome = await launchDebuggableChromium();
execFileSync(process.execPath, ['node_modules/lighthouse/cli/index.js', `http://127.0.0.1:8788${process.argv[2] ?? '/momentos'}`, `--port=${chrome.port}`, '--output=json', '--output-path=/tmp/lh/report.json', '--save-assets', '--only-categories=performance', '--quiet'], { stdio: 'inherit' });
chrome.close();
