import { Link } from '@haveli/router';

export interface ComingSoonProps {
  title: string;
}

/** What a route shows while its screen is still being built: never a blank page. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <section className="container py-5 text-center" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="h2">
        {title}
      </h1>
      <p className="lead text-secondary">This page is coming soon.</p>
      <Link className="btn btn-primary" to="/home">
        Back to home
      </Link>
    </section>
  );
}
