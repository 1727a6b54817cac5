import { describe, expect, it } from 'vitest';
import { loginErrorMessage, newPasswordErrorMessage } from '../src/auth/errors.js';
import { userFromAttributes } from '../src/auth/user.js';

const err = (name: string, message: string) =>
  Object.assign(new Error(message), { name, $fault: 'client' });

describe('sign-in error texts, real Cognito and cognito-local forms', () => {
  it.each([
    [
      'NotAuthorizedException',
      'Incorrect username or password.',
      'Invalid username or password. Please try again.',
    ],
    [
      'InvalidPasswordException',
      'Invalid password',
      'Invalid username or password. Please try again.',
    ],
    [
      'UserNotFoundException',
      'User does not exist.',
      'User not found. Please check your username.',
    ],
    [
      'NotAuthorizedException',
      'User not authorized',
      'Invalid username or password. Please try again.',
    ],
    [
      'UserNotConfirmedException',
      'User is not confirmed.',
      'User account not confirmed. Please contact administrator.',
    ],
    ['TooManyRequestsException', 'Rate exceeded', 'Login failed: Rate exceeded'],
    ['TimeoutError', 'socket hang up', 'Login failed: socket hang up'],
  ])('%s "%s"', (name, message, expected) => {
    expect(loginErrorMessage(err(name, message))).toBe(expected);
  });

  it('no answer from the identity service: the screen fallback, no internal host name', () => {
    const offline = Object.assign(
      new Error('getaddrinfo ENOTFOUND cognito-idp.eu-central-1.amazonaws.com'),
      { code: 'ENOTFOUND', syscall: 'getaddrinfo' },
    );
    expect(loginErrorMessage(offline)).toBe('Login failed. Please try again.');
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:9229'), {
      name: 'Error',
      code: 'ECONNREFUSED',
    });
    expect(loginErrorMessage(refused)).toBe('Login failed. Please try again.');
  });

  it('new password failures', () => {
    expect(
      newPasswordErrorMessage(
        err('InvalidPasswordException', 'Password does not conform to policy'),
      ),
    ).toBe('Failed to set new password: Password does not conform to policy');
  });
});

describe('the user answer', () => {
  it('display name: name, else given + family, else username; role from custom:role or role', () => {
    expect(
      userFromAttributes('ada', 'sub-1', {
        name: 'Ada L',
        given_name: 'Ada',
        family_name: 'L',
        'custom:role': 'Administrator',
      }),
    ).toMatchObject({
      displayName: 'Ada L',
      role: 'Administrator',
      isAdmin: true,
      userId: 'sub-1',
    });
    expect(
      userFromAttributes('bob', 'sub-2', {
        given_name: 'Bob',
        family_name: 'Stone',
        role: 'viewer',
      }),
    ).toMatchObject({
      displayName: 'Bob Stone',
      role: 'viewer',
      isAdmin: false,
    });
    expect(userFromAttributes('cy', 'sub-3', {})).toMatchObject({
      displayName: 'cy',
      role: null,
      email: null,
    });
  });
});
