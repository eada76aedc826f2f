import type { ReactNode } from 'react';

/** The centred card the sign-in, registration and password screens share. */
export function AuthCard({
  titleId,
  title,
  wide = false,
  children,
}: {
  titleId: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="container py-5" aria-labelledby={titleId}>
      <div className="row justify-content-center">
        <div className={wide ? 'col-12 col-lg-9 col-xl-8' : 'col-12 col-sm-10 col-md-7 col-lg-5'}>
          <div className="card auth-card">
            <div className="card-body p-4 p-md-5">
              <h1 id={titleId} className="h3 text-center mb-4 section-title">
                {title}
              </h1>
              {children}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
