import { useParams } from '@haveli/router';
import { PageList } from './components/page-list';
import { PageView } from './components/page-view';

/** SPEC §2 page viewer: /page lists the pages, /page/{slug} shows one (privacy-policy, term-and-condition…). */
export function PagePage() {
  const { slug } = useParams();
  return slug ? <PageView key={slug} slug={slug} /> : <PageList />;
}
