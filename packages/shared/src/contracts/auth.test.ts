import { describe, expect, it } from 'vitest';
import { joinName, registerSchema, signInSchema, splitName } from './auth';
import { updateProfileSchema } from './profile';

const message = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);

describe('signInSchema', () => {
  it('uses the spec messages', () => {
    expect(message(signInSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual([
      'email: Please enter a valid email address',
      'password: Password must be at least 6 characters',
    ]);
  });
  it('accepts a six-character password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

describe('registerSchema', () => {
  it('needs a name of at least 2 characters, after trimming', () => {
    expect(
      message(registerSchema.safeParse({ name: ' A ', email: 'a@b.co', password: 'long enough' })),
    ).toEqual(['name: Name must be at least 2 characters']);
  });
  it('needs a new password of 8 to 128 characters', () => {
    expect(message(registerSchema.safeParse({ name: 'Ada', email: 'a@b.co', password: '1234567' }))).toEqual([
      'password: Password must be at least 8 characters',
    ]);
    expect(
      registerSchema.safeParse({ name: 'Ada', email: 'a@b.co', password: 'x'.repeat(128) }).success,
    ).toBe(true);
    expect(
      message(registerSchema.safeParse({ name: 'Ada', email: 'a@b.co', password: 'x'.repeat(129) })),
    ).toEqual(['password: Password must be at most 128 characters']);
  });
});

describe('splitName and joinName', () => {
  it('splits at the first space', () => {
    expect(splitName('Mary Ann  Evans')).toEqual({ firstName: 'Mary', lastName: 'Ann Evans' });
    expect(splitName('Plato')).toEqual({ firstName: 'Plato', lastName: null });
    expect(splitName('   ')).toEqual({ firstName: null, lastName: null });
  });
  it('joins the parts that are present', () => {
    expect(joinName('Mary', 'Ann Evans')).toBe('Mary Ann Evans');
    expect(joinName(null, 'Evans')).toBe('Evans');
    expect(joinName('', null)).toBeNull();
  });
});

describe('updateProfileSchema', () => {
  it('saves empty fields as null', () => {
    expect(updateProfileSchema.parse({ firstName: '', lastName: '  ', phone: '' })).toEqual({
      firstName: null,
      lastName: null,
      phone: null,
    });
  });
  it.each(['+44 20 7946 0958', '(555) 123-4567', '0612345678'])('accepts the phone %j', (phone) => {
    expect(updateProfileSchema.safeParse({ phone }).success).toBe(true);
  });
  it.each(['call me', '12', '+44 20 7946 0958 ext. 12', '--------'])('refuses the phone %j', (phone) => {
    expect(updateProfileSchema.safeParse({ phone }).success).toBe(false);
  });
  it('refuses a role, or any other unknown field', () => {
    const result = updateProfileSchema.safeParse({ firstName: 'Ada', role: 'admin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Only your name and phone can be changed here.');
  });
});
