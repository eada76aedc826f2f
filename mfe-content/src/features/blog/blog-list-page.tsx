import { PAGE_SIZE } from '@haveli/contracts';
import { Pager } from '@haveli/ui';
import { useState } from 'react';
import { useBlogPosts } from '../../api/get-blog-posts';
import { BlogCard } from '../../components/blog-card';
import { BrandStrip } from '../../components/brand-strip';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';

/** SPEC §2 blog list and brands: every post loaded once and paged here, three a page (SPEC §4, §9). */
export function BlogListPage({ crumb = 'Blog' }: { crumb?: string }) {
  const [page, setPage] = useState(1);
  const posts = useBlogPosts();
  return (
    <>
      <PageHeader
        title="Our Blog"
        crumb={crumb}
        lead="Stories of Jaipur, its food, its crafts and its festivals."
      />
      <section className="container py-5" aria-label="Blog posts">
        {/* The cards' titles are h3: a heading for the list keeps the outline in order (axe heading-order). */}
        <h2 className="visually-hidden">Blog posts</h2>
        <QueryState
          query={posts}
          loading="Loading blog posts…"
          errorTitle="We could not load the blog"
          empty="No blog posts yet."
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <>
              <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
                {data.slice((page - 1) * PAGE_SIZE.blog, page * PAGE_SIZE.blog).map((post) => (
                  <li className="col" key={post.id}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                total={data.length}
                pageSize={PAGE_SIZE.blog}
                onPageChange={setPage}
                label="Blog pages"
              />
            </>
          )}
        </QueryState>
      </section>
      <BrandStrip />
    </>
  );
}

export function BlogListRoutePage() {
  return <BlogListPage crumb="Blog List" />;
}
