import type { Faq, PageQuery, Paged } from '@haveli/contracts';
import type { RequestOptions } from '../http';
import { getPaged } from './get-paged';

export function getFaqs(query: PageQuery, options?: RequestOptions): Promise<Paged<Faq>> {
  return getPaged('web/faq/get_with_pagination', query, options);
}
