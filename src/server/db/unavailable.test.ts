import { describe, expect, it } from 'vitest';
import { connectionFailure, isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('connectionFailure', () => {
  it.each([
    ['SQLSTATE 08006 connection failure', withCode('connection failure', '08006')],
    ['SQLSTATE 08001 cannot connect', withCode('could not connect', '08001')],
    ['57P01 admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['57P02 crash shutdown', withCode('terminating connection because of crash of another server process', '57P02')],
    ['57P03 cannot connect now', withCode('the database system is starting up', '57P03')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['connection terminated', new Error('Connection terminated unexpectedly')],
    ['drizzle wrapping a terminated connection', new Error('Failed query: select 1', { cause: withCode('terminating connection', '57P01') })],
    ['better-auth wrapping drizzle wrapping pg', new Error('Internal', { cause: new Error('Failed query', { cause: new Error('Connection terminated') }) })],
  ])('says "database" for %s', (_, error) => {
    expect(connectionFailure(error)).toBe('database');
  });

  it.each([
    ['ECONNREFUSED', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['ECONNRESET under drizzle', new Error('Failed query', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
    ['ETIMEDOUT inside an AggregateError', new AggregateError([withCode('connect ETIMEDOUT', 'ETIMEDOUT')], 'all attempts failed')],
  ])('says "network" (to be confirmed with a ping) for %s', (_, error) => {
    expect(connectionFailure(error)).toBe('network');
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a query cancelled by a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'Connection'],
    ['null', null],
  ])('says nothing for %s', (_, error) => {
    expect(connectionFailure(error)).toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('does not loop on an error that is its own cause', () => {
    const error = new Error('odd') as Error & { cause?: unknown };
    error.cause = error;
    expect(connectionFailure(error)).toBeNull();
  });
});
