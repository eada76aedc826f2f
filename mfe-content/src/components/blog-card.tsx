import type { BlogPost } from '@haveli/contracts';
import { formatDate } from '@haveli/ui';
import { Link } from '@haveli/router';

export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className="card h-100 border-0 shadow-sm blog-card">
      <img
        src={post.image}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="card-img-top object-fit-cover blog-card-image"
      />
      <div className="card-body d-flex flex-column">
        <p className="small text-secondary mb-2">
          <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
        </p>
        <h3 className="h5 card-title">
          <Link className="stretched-link text-reset text-decoration-none" to={`/blog/${post.slug}`}>
            {post.title}
          </Link>
        </h3>
        <p className="card-text text-secondary mb-0">{post.short_desc}</p>
      </div>
    </article>
  );
}
