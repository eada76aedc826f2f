import { staffRolesOf, type RouteAccess } from '../../src/plugins/app/access';
import { documents, multipartBody } from '../helpers/multipart';
import { BLOG_SLUG, POSTING } from './fixtures';

/** One bad request; `as` says whose token it carries, so that validation, not sign-in, answers it. */
export interface BadRequest {
  /** `METHOD /url` of the route the request is aimed at. */
  route: string;
  label: string;
  method: string;
  url: string;
  as: 'anonymous' | 'guest' | 'admin';
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
}

export const SQL_INJECTION = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "' UNION SELECT password_hash FROM users --",
];
export const SCRIPTS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
];
export const TRAVERSAL = [
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
];

const BAD_IDS = ['abc', '-1', '0', '1.5', '1e309', '99999999999999999999', '1 OR 1=1', '%00', '..%2F1'];
const BAD_SLUGS = [...SQL_INJECTION, ...TRAVERSAL, '<script>alert(1)</script>', '%00', 'x'.repeat(3000)];

const JSON_HEADERS = { 'content-type': 'application/json' };
// The large bodies are made once and shared by every route's cases: made per route, they held some 300 MB
// at once, and the collector's work on a worker's grown heap tripled the file's time.
const DEEP_JSON = `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
const OVERSIZED_JSON = JSON.stringify({ name: 'x'.repeat(1_100_000) });

/** Values of the wrong kind for any field, and hostile strings. */
const WRONG_TYPES: unknown[] = [{ $gt: '' }, ['a', 'b'], true, -1e300, null];
const HOSTILE_VALUES = [...WRONG_TYPES, ...SQL_INJECTION, ...SCRIPTS, 'x'.repeat(100_000)];

interface ZodLike {
  safeParse(value: unknown): { success: boolean };
  shape?: Record<string, unknown>;
  def?: { shape?: Record<string, unknown>; in?: ZodLike; schema?: ZodLike; innerType?: ZodLike };
}

/** The top-level field names of a body schema, looking through refinements and pipes. */
function fieldsOf(schema: ZodLike | undefined): string[] {
  for (let current = schema, depth = 0; current && depth < 5; depth += 1) {
    const shape = current.shape ?? current.def?.shape;
    if (shape) return Object.keys(shape);
    current = current.def?.in ?? current.def?.schema ?? current.def?.innerType;
  }
  return [];
}

function pathWith(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, () => (value.includes('%') ? value : encodeURIComponent(value)));
}

/** A sample value for the path parameters of a route, valid in form. */
function validPath(url: string): string {
  return url
    .replace(':slug', BLOG_SLUG)
    .replace(':categoryId', 'team')
    .replace(/:[A-Za-z]+/g, '1');
}

const who = (route: RouteAccess): BadRequest['as'] =>
  staffRolesOf(route.access) ? 'admin' : route.access === 'public' ? 'anonymous' : 'guest';

/**
 * Bad requests for every route of the API, generated from the route list: broken bodies of every kind on
 * every route that takes one, wrong types and hostile strings in each field, hostile path parameters and
 * query strings.
 */
export async function badRequests(routes: RouteAccess[]): Promise<BadRequest[]> {
  const cases: BadRequest[] = [];
  const add = (route: RouteAccess, label: string, rest: Partial<Omit<BadRequest, 'route' | 'label'>>) =>
    cases.push({
      route: `${route.method} ${route.url}`,
      label: `${route.method} ${route.url}: ${label}`,
      method: route.method,
      url: validPath(route.url),
      as: who(route),
      ...rest,
    });

  for (const route of routes) {
    if (route.url.endsWith('*')) {
      for (const value of [
        ...TRAVERSAL,
        '..%2F..%2F.data%2Fjwt-secret',
        '%2e%2e/%2e%2e/package.json',
        '%00.svg',
      ]) {
        add(route, `file = ${value}`, { url: route.url.replace('*', value) });
      }
    }
    if (route.access !== 'public') {
      for (const token of [
        'Bearer abc.def.ghi',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
        "Bearer ' OR 1=1 --",
      ]) {
        add(route, `forged token ${token.slice(0, 20)}`, {
          as: 'anonymous',
          headers: { authorization: token },
        });
      }
    }
    const params = route.url.match(/:[A-Za-z]+/g) ?? [];
    for (const param of params) {
      const values = param === ':slug' || param === ':categoryId' ? BAD_SLUGS : BAD_IDS;
      for (const value of values) {
        // Slugs and categories are free text: an unknown one is a 404, which is the right answer too.
        add(route, `${param} = ${value.slice(0, 40)}`, {
          url: pathWith(route.url, value),
          ...bodyFor(route),
        });
      }
    }

    const paged =
      /get_with_pagination|comments$/.test(route.url) ||
      (staffRolesOf(route.access) !== undefined && /^\/api\/[a-z-]+$/.test(route.url));
    if (route.method === 'GET' && paged) {
      for (const query of [
        'page=-1',
        'limit=abc',
        'limit=100000',
        'page=1e309',
        "page=1' OR '1'='1",
        'limit=1&limit=2',
      ]) {
        add(route, `?${query}`, { url: `${validPath(route.url)}?${query}` });
      }
    }

    if (route.url === '/api/availability') {
      for (const query of [
        '',
        'check_in=2031-02-30&check_out=2031-03-02&guests=1',
        'check_in=2031-03-05&check_out=2031-03-02&guests=1',
        `check_in=${encodeURIComponent(SQL_INJECTION[0] ?? '')}&check_out=2031-03-02`,
        'check_in=2031-03-01&check_out=2031-03-02&guests=abc',
        'check_in=2031-03-01&check_out=2031-03-02&guests=1&coupon=%27%20OR%201%3D1--',
        `check_in=2031-03-01&check_out=2031-03-02&guests=1&coupon=${encodeURIComponent(SCRIPTS[0] ?? '')}`,
        'check_in=2031-03-01&check_out=2031-03-02&guests=1&coupon=%00',
      ]) {
        add(route, `?${query}`, { url: `${route.url}?${query}` });
      }
    }

    if (route.url === '/api/reservationRestaurant/slots') {
      for (const query of [
        '',
        'restaurant_id=abc&date=2031-01-01&party_size=2',
        'restaurant_id=1&date=2031-02-30&party_size=2',
        `restaurant_id=1&date=${encodeURIComponent(SQL_INJECTION[0] ?? '')}&party_size=2`,
        'restaurant_id=1&date=2031-01-01&party_size=0',
        'restaurant_id=99999999999&date=2031-01-01&party_size=2',
        'restaurant_id=1&date=2031-01-01&party_size=2&party_size=3',
      ]) {
        add(route, `?${query}`, { url: `${route.url}?${query}` });
      }
    }
    if (route.url === '/api/stays/quote') {
      const stay = 'room_type_id=1&check_in=2031-03-01&check_out=2031-03-03';
      for (const query of [
        '',
        'room_type_id=abc&check_in=2031-03-01&check_out=2031-03-03',
        'room_type_id=99999999999999999999&check_in=2031-03-01&check_out=2031-03-03',
        'room_type_id=1&check_in=2031-02-30&check_out=2031-03-03',
        `${stay}&adults=0`,
        `${stay}&adults=1e309`,
        `${stay}&children=2&child_ages=4`,
        `${stay}&children=1&child_ages=${encodeURIComponent(SQL_INJECTION[0] ?? '')}`,
        `${stay}&rooms=9`,
        `${stay}&adults=1&rooms=2`,
        `${stay}&adults=9&rooms=1`,
        `${stay}&rate_plan=${encodeURIComponent(SCRIPTS[0] ?? '')}`,
        `${stay}&coupon=%27%20OR%201%3D1--`,
        'room_type_id=1&check_in=2031-03-01&check_out=2031-05-03',
      ]) {
        add(route, `?${query}`, { url: `${route.url}?${query}` });
      }
    }
    if (route.url === '/api/events') {
      for (const id of ['abc', '-1', '1.5', '99999999999999999999', "1' OR '1'='1"]) {
        add(route, `Last-Event-ID = ${id}`, {
          headers: { accept: 'text/event-stream', 'last-event-id': id },
        });
      }
    }
    if (route.url === '/api/stays/calendar') {
      for (const query of [
        '',
        'room_type_id=1&from=2031-03-01&to=2030-03-01',
        'room_type_id=1&from=2031-03-01&to=2035-03-01',
        'room_type_id=999&from=2031-03-01&to=2031-04-01',
        `room_type_id=1&from=${encodeURIComponent(SQL_INJECTION[0] ?? '')}&to=2031-04-01`,
      ]) {
        add(route, `?${query}`, { url: `${route.url}?${query}` });
      }
    }

    if (route.method === 'GET' || route.method === 'HEAD' || route.method === 'DELETE') continue;
    if (route.url === '/api/orders') continue;
    add(route, 'malformed JSON', { headers: JSON_HEADERS, payload: '{"name": "Asha",' });
    add(route, 'JSON array instead of an object', { headers: JSON_HEADERS, payload: '[1, 2, 3]' });
    add(route, 'deeply nested JSON', { headers: JSON_HEADERS, payload: DEEP_JSON });
    add(route, 'body over the 1 MB limit', { headers: JSON_HEADERS, payload: OVERSIZED_JSON });
    add(route, 'text/plain body', { headers: { 'content-type': 'text/plain' }, payload: 'name=Asha' });
    add(route, 'XML body', {
      headers: { 'content-type': 'application/xml' },
      payload: '<user><name>Asha</name></user>',
    });
    add(route, 'form-urlencoded body', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Asha',
    });
    add(route, 'broken multipart', {
      headers: { 'content-type': 'multipart/form-data; boundary=haveli' },
      payload: '--haveli\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--hav',
    });
    add(route, 'multipart without a boundary', {
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'name=Asha',
    });

    const schema = route.body as ZodLike | undefined;
    for (const field of fieldsOf(schema)) {
      for (const value of HOSTILE_VALUES) {
        const body = { [field]: value };
        // Only bodies the route's own schema refuses: a script in a comment alone may be a valid comment.
        if (schema?.safeParse(body).success) continue;
        add(route, `${field} = ${JSON.stringify(value)?.slice(0, 30)}`, {
          headers: JSON_HEADERS,
          payload: body,
        });
      }
    }
  }

  const apply = routes.find((route) => route.url === '/api/career/apply');
  if (apply) {
    const fields = {
      posting: POSTING,
      name: 'Neha Gupta',
      email: 'neha@example.in',
      phone: '+91 98290 12345',
    };
    const uploads: Array<
      [string, Record<string, string>, { name: string; type: string; data: Uint8Array } | undefined]
    > = [
      [
        'an HTML page named resume.pdf',
        fields,
        {
          name: 'resume.pdf',
          type: 'application/pdf',
          data: Buffer.from('<html><script>alert(1)</script></html>'),
        },
      ],
      [
        'a script named resume.docx',
        fields,
        {
          name: 'resume.docx',
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          data: documents.script,
        },
      ],
      [
        'a PNG named resume.doc',
        fields,
        { name: 'resume.doc', type: 'application/msword', data: documents.png },
      ],
      [
        'a spreadsheet (zip without word/)',
        fields,
        { name: 'resume.docx', type: 'application/zip', data: documents.xlsx },
      ],
      ['an empty file', fields, { name: 'resume.pdf', type: 'application/pdf', data: new Uint8Array() }],
      [
        'a file over 5 MB',
        fields,
        {
          name: 'resume.pdf',
          type: 'application/pdf',
          data: Buffer.concat([documents.pdf, Buffer.alloc(5 * 1024 * 1024 + 10)]),
        },
      ],
      [
        'a path in the file name, no other fields',
        {},
        { name: '../../../../tmp/evil.pdf', type: 'application/pdf', data: documents.pdf },
      ],
      [
        'a traversal posting',
        { ...fields, posting: '../../etc/passwd' },
        { name: 'resume.pdf', type: 'application/pdf', data: documents.pdf },
      ],
      [
        'SQL in the posting',
        { ...fields, posting: SQL_INJECTION[0] ?? '' },
        { name: 'resume.pdf', type: 'application/pdf', data: documents.pdf },
      ],
      ['no resume', fields, undefined],
      [
        'a script as the email',
        { ...fields, email: SCRIPTS[0] ?? '' },
        { name: 'resume.pdf', type: 'application/pdf', data: documents.pdf },
      ],
    ];
    for (const [label, form, file] of uploads) {
      const body = await multipartBody(form, file && { field: 'resume', ...file });
      add(apply, `upload: ${label}`, { headers: body.headers, payload: body.payload });
    }
  }
  return cases;
}

/** A body for routes whose bad path must not hide behind a missing body. */
function bodyFor(route: RouteAccess): Partial<BadRequest> {
  if (route.method === 'GET' || route.method === 'DELETE' || route.method === 'HEAD') return {};
  return { headers: JSON_HEADERS, payload: {} };
}
