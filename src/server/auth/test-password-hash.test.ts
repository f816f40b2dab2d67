import { describe, expect, it } from 'vitest';
import { hashForTests, verifyForTests } from './test-password-hash';

describe('the test suites\' password hash', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const hash = await hashForTests('correct horse battery');
    expect(hash).toMatch(/^test\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyForTests({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await verifyForTests({ hash, password: 'correct horse battery!' })).toBe(false);
  });

  it('salts each hash, and never takes a real scrypt hash or a broken one for its own', async () => {
    expect(await hashForTests('same')).not.toBe(await hashForTests('same'));
    expect(await verifyForTests({ hash: `${'ab'.repeat(16)}:${'cd'.repeat(64)}`, password: 'same' })).toBe(false);
    expect(await verifyForTests({ hash: 'test$nosalt', password: 'same' })).toBe(false);
  });
});
