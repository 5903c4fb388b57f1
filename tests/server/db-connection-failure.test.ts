// Which database errors mean "out of reach" (answered serviceUnavailable) and which are a refused statement.
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from '../../src/server/db/postgres';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it('a refused or cut connection, a server shutting down or ending the session, a pool wait that ran out', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new AggregateError([
        withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
        withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      ]),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is shutting down', '57P03'),
      withCode('connection failure', '08006'),
      withCode('sorry, too many clients already', '53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
    ])
      expect(isConnectionFailure(error)).toBe(true);
  });

  it('not a statement the database refused, nor anything else', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near', '42601'),
      withCode('could not serialize access', '40001'),
      new Error('a wallet changed under a batch placement'),
      'Connection terminated unexpectedly',
      null,
    ])
      expect(isConnectionFailure(error)).toBe(false);
  });
});
