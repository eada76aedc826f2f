import type { Testimonial } from '@haveli/contracts';
import { Stars } from '@haveli/ui';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card h-100 border-0 shadow-sm p-4 mb-0 testimonial-card">
      <Stars value={testimonial.stars} />
      <blockquote className="blockquote fs-6 my-3 flex-grow-1">
        <p className="mb-0">“{testimonial.testimonial}”</p>
      </blockquote>
      <figcaption className="d-flex align-items-center gap-3 mb-0">
        <img
          src={testimonial.profileImages}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="rounded-circle object-fit-cover"
        />
        <span>
          <span className="d-block fw-semibold text-body">{testimonial.title}</span>
          <span className="d-block small text-secondary">{testimonial.designation}</span>
        </span>
      </figcaption>
    </figure>
  );
}
