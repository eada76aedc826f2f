import { z } from 'zod';
import { EMAIL_PATTERN, loginErrors, loginRequestSchema } from './auth';

/** What the API's schema says of a login body, as the form shows it: each field's first message. */
function schemaErrors(body: { email: string; password: string }) {
  const result = loginRequestSchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the login rules', () => {
  it('take the address pattern the API uses', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each([
    ['', ''],
    ['   ', 'secret'],
    ['guest@haveli.example', ''],
    ['  guest@haveli.example  ', 'secret'],
    ['guest@', 'secret'],
    ['guest@haveli', 'secret'],
    ['gu est@haveli.example', 'secret'],
    ["o'neil+stay@mail.haveli.example", 'secret'],
    ['.guest@haveli.example', 'x'],
  ])('say of %j / %j what the API says', (email, password) => {
    expect(loginErrors({ email, password })).toEqual(schemaErrors({ email, password }));
  });
});
