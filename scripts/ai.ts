/**
 * Command line for the local writing engine.
 *
 *   npm run --silent ai -- <operation> [--tone T] [--length L] [--context C] [--now ISO] < email.txt
 *
 * Reads the email or text on stdin and prints the operation's JSON result on
 * stdout. Usage errors (unknown operation or option, bad value, empty input)
 * print one line on stderr and exit with code 2.
 */
import { parseArgs } from 'node:util';
import { OPERATIONS, isOperation, runOperation } from '../src/core/ai/engine';
import { replyLengthSchema, toneSchema } from '../src/core/ai/schemas';

const USAGE = `usage: ai <${OPERATIONS.join('|')}> [--tone T] [--length L] [--context C] [--now ISO] < input`;

function fail(message: string): never {
  process.stderr.write(`ai: ${message}\n`);
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { tone: { type: 'string' }, length: { type: 'string' }, context: { type: 'string' }, now: { type: 'string' } },
    });
  } catch (err) {
    fail(`${(err as Error).message.split('\n')[0]}; ${USAGE}`);
  }
  const { positionals, values } = parsed;
  const operation = positionals[0];
  if (!operation) fail(`missing operation; ${USAGE}`);
  if (!isOperation(operation)) fail(`unknown operation "${operation}"; expected one of ${OPERATIONS.join(', ')}`);
  if (positionals.length > 1) fail(`unexpected argument "${positionals[1]}"; ${USAGE}`);

  const tone = values.tone === undefined ? undefined : toneSchema.safeParse(values.tone);
  if (tone && !tone.success) fail(`invalid --tone "${values.tone}"; expected one of ${toneSchema.options.join(', ')}`);
  const length = values.length === undefined ? undefined : replyLengthSchema.safeParse(values.length);
  if (length && !length.success) fail(`invalid --length "${values.length}"; expected one of ${replyLengthSchema.options.join(', ')}`);
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime())) fail(`invalid --now "${values.now}"; expected an ISO 8601 date such as 2026-03-02T09:00:00Z`);

  const input = await readStdin();
  if (!input.trim()) fail('empty input: pipe the email or text on stdin');

  const result = runOperation(operation, input, { now, tone: tone?.data, length: length?.data, context: values.context });
  process.stdout.write(JSON.stringify(result, null, 2) + '\n');
}

await main();
