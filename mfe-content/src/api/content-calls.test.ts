import { signIn } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { Paged, Testimonial } from '@haveli/contracts';
import { getBlogComments } from '../features/blog/api/get-comments';
import { postBlogComment } from '../features/blog/api/create-comment';
import { applyForJob } from '../features/career/api/apply-for-job';
import { createContactMessage } from '../features/contact/api/create-contact-message';
import { getCuisines } from '../features/dining/api/get-cuisines';
import { getFaqs } from '../features/faq/api/get-faqs';
import { getPages } from '../features/pages/api/get-pages';
import { getAvailability } from './get-availability';
import { getBrands } from './get-brands';
import { getOffers } from './get-offers';
import { getPageBySlug } from './get-page-by-slug';
import { getPagesByCategory } from './get-pages-by-category';
import { getRooms } from './get-room-types';
import { getTestimonials } from './get-testimonials';

beforeEach(resetBrowser);
afterEach(resetBrowser);

describe('content lists', () => {
  it.each([
    ['getOffers', 'web/offer/get_with_pagination', getOffers],
    ['getTestimonials', 'web/testimonial/get_with_pagination', getTestimonials],
    ['getCuisines', 'web/cuisine/get_with_pagination', getCuisines],
    ['getBrands', 'web/brand/get_with_pagination', getBrands],
    ['getFaqs', 'web/faq/get_with_pagination', getFaqs],
    ['getRooms', 'web/room/get_with_pagination', getRooms],
  ])('%s asks %s for one page', async (_name, path, call) => {
    const page: Paged<unknown> = { data: [], total: 7 };
    const sent = mockApi(() => ({ status: 200, data: page }));
    const { signal } = new AbortController();

    await expect(call({ page: 2, limit: 5 }, { signal })).resolves.toEqual(page);
    expect(sent[0]).toMatchObject({ method: 'get', url: path, params: { page: 2, limit: 5 }, signal });
  });

  it('hands back testimonials as the API sent them', async () => {
    const testimonial: Testimonial = {
      id: 1,
      testimonial: 'A palace stay.',
      profileImages: '/api/images/guest-priya-mehta.svg',
      title: 'Priya Mehta',
      designation: 'Mumbai',
      stars: 5,
    };
    mockApi(() => ({ status: 200, data: { data: [testimonial], total: 1 } }));

    await expect(getTestimonials({ page: 1, limit: 5 })).resolves.toEqual({ data: [testimonial], total: 1 });
  });

  it('asks for the pages of one category, a page at a time or all at once', async () => {
    const sent = mockApi(() => ({ status: 200, data: { data: [], total: 0, message: 'ok', page: [] } }));

    await getPages({ page: 1, limit: 5, category: 'cms' });
    await getPagesByCategory('careers');

    expect(sent[0]).toMatchObject({ url: 'web/page/get_with_pagination', params: { category: 'cms' } });
    expect(sent[1]?.url).toBe('web/page/cat/careers');
  });

  it('fetches a page by its slug, encoded', async () => {
    const sent = mockApi(() => ({ status: 200, data: {} }));

    await getPageBySlug('privacy policy/../x');

    expect(sent[0]?.url).toBe('web/page/slug/privacy%20policy%2F..%2Fx');
  });
});

describe('availability', () => {
  it('asks for the free rooms of a stay with its query', async () => {
    const sent = mockApi(() => ({ status: 200, data: {} }));
    const stay = { check_in: '2030-01-02', check_out: '2030-01-03', guests: 2, coupon: 'EARLYBIRD10' };

    await getAvailability(stay);

    expect(sent[0]).toMatchObject({ method: 'get', url: 'availability', params: stay });
  });
});

describe('blog comments', () => {
  it('reads the approved comments and posts a new one as JSON', async () => {
    const sent = mockApi((config) =>
      config.method === 'get'
        ? { status: 200, data: { data: [], total: 0 } }
        : { status: 201, data: { message: 'Thank you! Your comment is awaiting approval.' } },
    );
    const body = { name: 'Ritu', email: 'ritu@example.in', comment: 'Lovely.' };

    await getBlogComments('monsoon-in-jaipur');
    await expect(postBlogComment('monsoon-in-jaipur', body)).resolves.toEqual({
      message: 'Thank you! Your comment is awaiting approval.',
    });

    expect(sent[0]?.url).toBe('web/blog/monsoon-in-jaipur/comments');
    expect(sent[1]).toMatchObject({ method: 'post', url: 'web/blog/monsoon-in-jaipur/comments' });
    expect(JSON.parse(sent[1]?.data as string)).toEqual(body);
  });
});

describe('forms sent as multipart', () => {
  it('sends the contact form as FormData without the guest’s token', async () => {
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    const sent = mockApi(() => ({ status: 201, data: { success: true, message: 'ok', data: { id: 1 } } }));
    const body = {
      subject: 'Room' as const,
      name: 'Asha Rao',
      email: 'asha@example.com',
      number: '9876543210',
      message: 'Hello',
      status: 'Active' as const,
    };

    await createContactMessage(body);

    expect(sent[0]).toMatchObject({ method: 'post', url: 'contact/create' });
    const form = sent[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries(form.entries())).toEqual(body);
    expect(sent[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('sends a job application with its resume file', async () => {
    const sent = mockApi(() => ({ status: 201, data: { message: 'ok', data: { id: 3 } } }));
    const resume = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const fields = {
      posting: 'career-spa-therapist',
      name: 'Lata',
      email: 'lata@example.in',
      phone: '9000000001',
    };

    await expect(applyForJob(fields, resume, 'lata.pdf')).resolves.toEqual({
      message: 'ok',
      data: { id: 3 },
    });

    const form = sent[0]?.data as FormData;
    expect(sent[0]).toMatchObject({ method: 'post', url: 'career/apply' });
    expect(form.get('posting')).toBe('career-spa-therapist');
    expect(form.get('phone')).toBe('9000000001');
    const file = form.get('resume') as File;
    expect(file.name).toBe('lata.pdf');
    expect(file.size).toBe(resume.size);
  });
});
