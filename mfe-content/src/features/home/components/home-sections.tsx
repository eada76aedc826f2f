import { Link } from '@haveli/router';
import { useBlogPosts } from '../../../api/get-blog-posts';
import { useTestimonials } from '../../../api/get-testimonials';
import { BlogCard } from '../../../components/blog-card';
import { OfferList } from '../../../components/offer-list';
import { QueryState } from '../../../components/query-state';
import { TestimonialCard } from '../../../components/testimonial-card';

function SectionHeader({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <header className="text-center mb-5">
      <p className="section-eyebrow mb-2">{eyebrow}</p>
      <h2 id={id} className="display-6 section-title">
        {title}
      </h2>
    </header>
  );
}

export function HomeOffers() {
  return (
    <section className="py-5" aria-labelledby="home-offers-title">
      <div className="container">
        <SectionHeader id="home-offers-title" eyebrow="Offers" title="Special Offers" />
        <OfferList carousel />
        <p className="text-center mt-4 mb-0">
          <Link className="btn btn-outline-primary" to="/offer">
            Search with an offer
          </Link>
        </p>
      </div>
    </section>
  );
}

export function HomeTestimonials() {
  const testimonials = useTestimonials();
  return (
    <section className="py-5" aria-labelledby="home-testimonials-title">
      <div className="container">
        <SectionHeader id="home-testimonials-title" eyebrow="Testimonials" title="What Our Guests Say" />
        <QueryState
          query={testimonials}
          loading="Loading testimonials…"
          errorTitle="We could not load our guests’ words"
          empty="No testimonials yet."
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => (
            // Focusable: on a phone it scrolls sideways, and the keyboard must reach it (no links inside).
            <ul
              className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled mb-0 phone-carousel"
              tabIndex={0}
              aria-label="Guest testimonials"
            >
              {data.data.slice(0, 3).map((testimonial) => (
                <li className="col" key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <p className="text-center mt-4 mb-0">
          <Link className="link-primary" to="/testimonial">
            Read all testimonials
          </Link>
        </p>
      </div>
    </section>
  );
}

export function HomeBlog() {
  const posts = useBlogPosts();
  return (
    <section className="py-5 bg-sand" aria-labelledby="home-blog-title">
      <div className="container">
        <SectionHeader id="home-blog-title" eyebrow="Blog" title="Stories from Jaipur" />
        <QueryState
          query={posts}
          loading="Loading blog posts…"
          errorTitle="We could not load the blog"
          empty="No blog posts yet."
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0 phone-carousel">
              {data.slice(0, 3).map((post) => (
                <li className="col" key={post.id}>
                  <BlogCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <p className="text-center mt-4 mb-0">
          <Link className="btn btn-outline-primary" to="/blog">
            Visit the blog
          </Link>
        </p>
      </div>
    </section>
  );
}
