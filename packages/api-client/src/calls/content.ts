import type {
  BlogComment,
  BlogCommentCreated,
  BlogCommentRequest,
  Brand,
  CategoryPage,
  Cuisine,
  Offer,
  Page,
  PageCategory,
  PageQuery,
  Paged,
  PagesByCategoryResponse,
  Testimonial,
} from '@haveli/contracts';
import { http, type RequestOptions } from '../http';
import { getPaged } from './get-paged';

export function getOffers(query: PageQuery, options?: RequestOptions): Promise<Paged<Offer>> {
  return getPaged('web/offer/get_with_pagination', query, options);
}

export function getTestimonials(query: PageQuery, options?: RequestOptions): Promise<Paged<Testimonial>> {
  return getPaged('web/testimonial/get_with_pagination', query, options);
}

export function getCuisines(query: PageQuery, options?: RequestOptions): Promise<Paged<Cuisine>> {
  return getPaged('web/cuisine/get_with_pagination', query, options);
}

export function getBrands(query: PageQuery, options?: RequestOptions): Promise<Paged<Brand>> {
  return getPaged('web/brand/get_with_pagination', query, options);
}

/** SPEC §7 web/page/get_with_pagination, optionally only the pages of one category. */
export async function getPages(
  query: PageQuery & { category?: PageCategory },
  { signal }: RequestOptions = {},
): Promise<Paged<Page>> {
  const { data } = await http.get<Paged<Page>>('web/page/get_with_pagination', { params: query, signal });
  return data;
}

/** SPEC §7 web/page/cat/{categoryId}: every page of a category, in display order. */
export async function getPagesByCategory<T extends CategoryPage>(
  category: T['category'],
  { signal }: RequestOptions = {},
): Promise<PagesByCategoryResponse<T>> {
  const { data } = await http.get<PagesByCategoryResponse<T>>(`web/page/cat/${category}`, { signal });
  return data;
}

export async function getPageBySlug(slug: string, { signal }: RequestOptions = {}): Promise<Page> {
  const { data } = await http.get<Page>(`web/page/slug/${encodeURIComponent(slug)}`, { signal });
  return data;
}

/** The approved comments of a blog post. */
export async function getBlogComments(
  slug: string,
  { signal }: RequestOptions = {},
): Promise<Paged<BlogComment>> {
  const { data } = await http.get<Paged<BlogComment>>(`web/blog/${encodeURIComponent(slug)}/comments`, {
    signal,
  });
  return data;
}

/** Stores the comment for staff to approve; the answer says it awaits approval. */
export async function postBlogComment(slug: string, body: BlogCommentRequest): Promise<BlogCommentCreated> {
  const { data } = await http.post<BlogCommentCreated>(`web/blog/${encodeURIComponent(slug)}/comments`, body);
  return data;
}
