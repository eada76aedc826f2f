import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CONTACT_SUCCESS_MESSAGE, contactResponseSchema } from '@haveli/contracts';
import { expectApiError } from './helpers/http';
import { multipartBody } from './helpers/multipart';
import { describeEachDatabase } from './helpers/test-app';

const message = {
  subject: 'Room',
  name: 'Aditi Verma',
  email: 'aditi@example.in',
  number: '9876543210',
  message: 'Is the Royal Suite free over Diwali?',
  status: 'Active',
};

describeEachDatabase('contact/create', (ctx) => {
  const send = async (fields: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact/create', ...(await multipartBody(fields)) });
  const stored = () =>
    ctx.app.db.query<Record<string, string>>(
      'SELECT subject, name, email, number, message, status FROM contact_messages ORDER BY id',
    );

  it('stores a multipart message sent without any sign-in and confirms it', async () => {
    const response = await send(message);
    assert.equal(response.statusCode, 201, response.body);
    const body = contactResponseSchema.parse(response.json());
    assert.equal(body.message, CONTACT_SUCCESS_MESSAGE);
    assert.deepEqual((await stored()).at(-1), message);
  });

  it('defaults the status to Active and accepts JSON too', async () => {
    const { status: _status, ...withoutStatus } = message;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      payload: { ...withoutStatus, subject: 'Luxury Hotel' },
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual((await stored()).at(-1), { ...message, subject: 'Luxury Hotel' });
  });

  it('takes a phone number as guests write it (+, country code, spaces) and stores its digits', async () => {
    for (const [typed, digits] of [
      ['+91 98765 43210', '919876543210'],
      ['0141-400 0000', '01414000000'],
      ['(0141) 400.0000', '01414000000'],
    ] as const) {
      const response = await send({ ...message, number: typed });
      assert.equal(response.statusCode, 201, response.body);
      assert.equal((await stored()).at(-1)?.number, digits);
    }
  });

  it('answers each broken rule with 400 and the spec message, storing nothing', async () => {
    const count = (await stored()).length;
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...message, name: '' }, 'name', 'Name is required.'],
      [{ ...message, email: '' }, 'email', 'Email is required.'],
      [{ ...message, email: 'aditi.example.in' }, 'email', 'Enter a valid email.'],
      [{ ...message, number: '' }, 'number', 'Phone number is required.'],
      [{ ...message, number: '98765x43210' }, 'number', 'Phone number must contain digits only.'],
      [{ ...message, number: '91+9876543210' }, 'number', 'Phone number must contain digits only.'],
      [{ ...message, number: '+ - ()' }, 'number', 'Phone number must contain digits only.'],
      [{ ...message, number: '+91 98765 43210 12345' }, 'number', 'Phone number must be at most 15 digits.'],
      [{ ...message, subject: '' }, 'subject', 'Subject is required.'],
      [{ ...message, subject: 'Spa' }, 'subject', 'Subject is required.'],
      [{ ...message, message: '  ' }, 'message', 'Message is required.'],
      [{ ...message, status: 'Closed' }, 'status', 'Status must be Active.'],
    ];
    for (const [fields, field, text] of cases) {
      const body = expectApiError(await send(fields), 400);
      assert.equal(body.fields?.[field], text, JSON.stringify(fields));
    }
    const { name: _name, ...withoutName } = message;
    assert.equal(expectApiError(await send(withoutName), 400).fields?.name, 'Name is required.');
    assert.equal((await stored()).length, count);
  });

  it('refuses a file part where text belongs, storing nothing', async () => {
    const count = (await stored()).length;
    const { message: _message, ...fields } = message;
    const body = await multipartBody(fields, {
      field: 'message',
      name: 'message.txt',
      type: 'text/plain',
      data: Buffer.from('hello'),
    });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact/create', ...body });
    expectApiError(response, 400);
    assert.equal((await stored()).length, count);
  });
});
