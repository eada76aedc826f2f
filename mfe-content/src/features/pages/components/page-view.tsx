import { ApiRequestError } from '@haveli/api-client';
import { ErrorState, LoadingState, SafeHtml } from '@haveli/ui';
import { Link } from '@haveli/router';
import { PageHeader } from '../../../components/page-header';
import { usePage } from '../api/get-page';

/** /page/{slug}: title, image and the page's HTML, sanitised by the API and again here. */
export function PageView({ slug }: { slug: string }) {
  const page = usePage(slug);
  if (page.isPending) return <LoadingState label="Loading page…" />;
  if (page.isError) {
    const missing = page.error instanceof ApiRequestError && page.error.status === 404;
    return (
      <div className="container py-5">
        <h1 className="h2">{missing ? 'Page not found' : 'Page unavailable'}</h1>
        {missing ? (
          <p>
            This page does not exist. <Link to="/page">See all pages</Link>.
          </p>
        ) : (
          <ErrorState
            title="We could not load this page"
            message={page.error.message}
            onRetry={() => void page.refetch()}
          />
        )}
      </div>
    );
  }
  const { title, image, description, short_desc } = page.data;
  return (
    <>
      <PageHeader title={title} lead={short_desc} />
      <article className="container py-5 page-article">
        {image && (
          <img
            src={image}
            alt=""
            width={1200}
            height={600}
            className="img-fluid rounded-3 shadow-sm mb-4 page-article-image"
          />
        )}
        <SafeHtml html={description} className="rich-text" />
        <nav className="mt-5" aria-label="More pages">
          <Link className="btn btn-outline-primary" to="/page">
            All pages
          </Link>
        </nav>
      </article>
    </>
  );
}
