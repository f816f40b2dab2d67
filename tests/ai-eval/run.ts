/**
 * `npm run eval`: prints the writing engine's accuracy table on the labelled
 * set; `npm run eval -- --misses` also lists the tune split's misses.
 */
import { EVAL_EMAILS } from './emails';
import { missList, runEval } from './report';

const report = runEval(EVAL_EMAILS);
console.log(report.table);
if (process.argv.includes('--misses')) console.log(`\n${missList(report, 'tune')}`);
