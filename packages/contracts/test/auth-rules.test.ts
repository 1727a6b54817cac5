import { describe, expect, it } from 'vitest';
import { loginInputSchema, loginIssues } from '../src/index.js';

describe('loginIssues', () => {
  it('requires both fields, counting a blank username as missing', () => {
    expect(loginIssues({})).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect(loginIssues({ username: '   ', password: 'x' })).toEqual([
      { path: 'username', message: 'Username is required' },
    ]);
    expect(loginIssues({ username: 'admin', password: 'x' })).toEqual([]);
  });

  it('agrees with loginInputSchema, which also trims the username', () => {
    const bad = loginInputSchema.safeParse({ username: ' ', password: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'Username is required'],
      ['password', 'Password is required'],
    ]);
    expect(loginInputSchema.parse({ username: ' admin ', password: 'p' })).toEqual({
      username: 'admin',
      password: 'p',
    });
  });
});
