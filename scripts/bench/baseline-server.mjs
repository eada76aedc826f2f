// A bare Fastify route answering a page of five items: the yardstick the API's lists are measured against.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/run.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const Fastify = require('fastify');

const items = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  title: `Room ${index + 1}`,
  short_desc: 'A calm room over the courtyard.',
  image: `/api/images/room-${index + 1}.svg`,
  room_base_price: 8500 + index * 1000,
}));

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: items, total: 42 }));
await app.listen({ port: Number(process.env.PORT ?? 7200), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
