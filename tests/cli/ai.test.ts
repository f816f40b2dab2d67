import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THREE_QUESTIONS } from '../../src/core/ai/fixtures';
import { emailAnalysisSchema, smartRepliesResultSchema, textResultSchema } from '../../src/core/ai/schemas';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs scripts/ai.ts as `npm run ai` does (through tsx), without npm's own start-up cost. */
function ai(args: string[], input: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ai.ts', ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('scripts/ai.ts', () => {
  it('prints a valid EmailAnalysis for analyze with a fixed --now', () => {
    const r = ai(['analyze', '--now', '2026-03-02T09:00:00Z'], THREE_QUESTIONS);
    expect(r.code).toBe(0);
    const analysis = emailAnalysisSchema.parse(JSON.parse(r.stdout));
    expect(analysis.questions).toHaveLength(3);
    expect(analysis.deadlines[0]?.date).toBe('2026-03-06T12:00:00.000Z');
  });

  it('passes --tone to the tone operation and prints smart replies', () => {
    const tone = ai(['tone', '--tone', 'formal'], "Hey, I can't come, gonna be late.");
    expect(textResultSchema.parse(JSON.parse(tone.stdout)).text).toBe('Hello, I cannot come, going to be late.');
    const replies = ai(['smart-replies', '--now', '2026-03-02T09:00:00Z'], THREE_QUESTIONS);
    expect(smartRepliesResultSchema.parse(JSON.parse(replies.stdout)).replies).toHaveLength(3);
  });

  it('exits 2 with a one-line error for an unknown operation', () => {
    const r = ai(['translate'], 'hello');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('unknown operation "translate"');
  });

  it('exits 2 on empty input, and on a bad option value', () => {
    const empty = ai(['summarize'], '  \n');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('empty input');
    const badNow = ai(['analyze', '--now', 'yesterday'], 'Hello there, how are you?');
    expect(badNow.code).toBe(2);
    expect(badNow.stderr).toContain('invalid --now');
  });
});
