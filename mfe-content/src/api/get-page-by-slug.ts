import { http, type RequestOptions } from '@haveli/api-client';
import type { Page } from '@haveli/contracts';

/** SPEC §7 web/page/slug/{slug}: one page (a blog post or an information page) with its HTML. */
export async function getPageBySlug(slug: string, { signal }: RequestOptions = {}): Promise<Page> {
  const { data } = await http.get<Page>(`web/page/slug/${encodeURIComponent(slug)}`, { signal });
  return data;
}
