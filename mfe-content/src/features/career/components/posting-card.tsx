import type { Career } from '@haveli/contracts';
import { SafeHtml } from '@haveli/ui';

export interface PostingCardProps {
  posting: Career;
  onApply: (posting: Career) => void;
}

/** SPEC §2 career card: first image, title, subtitle, short description, details and 'Apply Now'. */
export function PostingCard({ posting, onApply }: PostingCardProps) {
  const image = posting.images[0];
  return (
    <article className="card h-100 border-0 shadow-sm career-card">
      {image && (
        <img
          src={image}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="card-img-top object-fit-cover career-card-image"
        />
      )}
      <div className="card-body d-flex flex-column">
        <h3 className="h5 card-title mb-1">{posting.title}</h3>
        <p className="small section-eyebrow mb-2">{posting.subtitle}</p>
        <p className="card-text text-secondary">{posting.short_desc}</p>
        <details className="mb-3 career-details">
          <summary>Details</summary>
          <SafeHtml html={posting.description} className="rich-text small mt-2" />
        </details>
        <button
          type="button"
          className="btn btn-primary mt-auto align-self-start"
          aria-haspopup="dialog"
          aria-label={`Apply Now: ${posting.title}`}
          onClick={() => onApply(posting)}
        >
          Apply Now
        </button>
      </div>
    </article>
  );
}
