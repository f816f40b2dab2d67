import { describe, expect, it } from 'vitest';
import { welcomeRows } from './welcome';

const greeting = (name: string) => welcomeRows({ id: 'u1', name, email: 'jane@example.com' }, 'http://localhost:3000').flatMap((row) => row.html?.match(/<p>Hi ([^<]*)<\/p>/)?.[1] ?? []);

describe('welcome mail', () => {
  it('greets a new user by first name, also when the name is written "Last, First"', () => {
    expect(greeting('Jane Doe')).toEqual(['Jane,', 'Jane,']);
    expect(greeting('Doe, Jane')).toEqual(['Jane,', 'Jane,']);
  });

  it('greets "there" when the name gives no first name', () => {
    expect(greeting('Dr.')).toEqual(['there,', 'there,']);
  });
});
