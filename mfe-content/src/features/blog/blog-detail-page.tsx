import { ApiRequestError } from '@haveli/api-client';
import { ArrowLeft, ErrorState, formatDate, Icon, LoadingState, SafeHtml } from '@haveli/ui';
import { Link, useParams } from '@haveli/router';
import { useBlogPosts } from '../../api/get-blog-posts';
import { PageHeader } from '../../components/page-header';
import { usePost } from './api/get-post';
import { CommentForm } from './components/comment-form';
import { CommentList } from './components/comment-list';

/** SPEC §2 blog detail at /blog/{slug}; /blog-detail shows the newest post. */
export function BlogDetailPage() {
  const { slug } = useParams();
  const posts = useBlogPosts();
  const newest = slug ? undefined : posts.data?.[0]?.slug;
  const postSlug = slug ?? newest;
  const post = usePost(postSlug);

  if (!slug && posts.isError) {
    return (
      <div className="container py-5">
        <h1 className="h2">Blog</h1>
        <ErrorState
          title="We could not load the blog"
          message={posts.error.message}
          onRetry={() => void posts.refetch()}
        />
      </div>
    );
  }
  if (!slug && posts.isSuccess && !newest) {
    return (
      <div className="container py-5">
        <h1 className="h2">Blog</h1>
        <p>No blog posts yet.</p>
      </div>
    );
  }
  if (!postSlug || post.isPending) return <LoadingState label="Loading the article…" />;
  const notABlogPost = post.isSuccess && post.data.category !== 'blog';
  if (post.isError || notABlogPost) {
    const missing = notABlogPost || (post.error instanceof ApiRequestError && post.error.status === 404);
    return (
      <div className="container py-5">
        <h1 className="h2">{missing ? 'Article not found' : 'Article unavailable'}</h1>
        {missing ? (
          <p>
            This article does not exist. <Link to="/blog">Back to the blog</Link>.
          </p>
        ) : (
          <ErrorState
            title="We could not load this article"
            message={post.error?.message ?? ''}
            onRetry={() => void post.refetch()}
          />
        )}
      </div>
    );
  }

  const article = post.data;
  return (
    <>
      <PageHeader title={article.title} crumb="Blog" lead={article.short_desc} />
      <div className="container py-5">
        <div className="row justify-content-center">
          <div className="col-12 col-lg-9">
            <article>
              <p className="text-secondary">
                <time dateTime={article.created_at}>{formatDate(article.created_at)}</time>
              </p>
              <img
                src={article.image}
                alt=""
                width={1200}
                height={800}
                className="img-fluid rounded-3 shadow-sm mb-4"
              />
              <SafeHtml html={article.description} className="rich-text" />
            </article>
            <section className="mt-5" aria-labelledby="comments-title">
              <h2 id="comments-title" className="h4 section-title mb-3">
                Comments
              </h2>
              <CommentList slug={article.slug} />
              <div className="mt-4">
                <CommentForm slug={article.slug} />
              </div>
            </section>
            <p className="mt-5 mb-0">
              <Link to="/blog">
                <Icon icon={ArrowLeft} size={18} className="me-1" />
                Back to the blog
              </Link>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
