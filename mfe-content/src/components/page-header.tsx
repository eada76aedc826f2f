import type { ReactNode } from 'react';
import { Link } from '@haveli/router';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** The last breadcrumb, the current page; defaults to the title. */
  crumb?: string;
  lead?: ReactNode;
  eyebrow?: string;
}

/** The banner every content page opens with: breadcrumb Home / page, the h1 and a line of introduction. */
export function PageHeader({ title, crumb = title, lead, eyebrow }: PageHeaderProps) {
  return (
    <div className="page-banner py-5">
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb mb-3">
            <li className="breadcrumb-item">
              <Link to="/home">Home</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {crumb}
            </li>
          </ol>
        </nav>
        {eyebrow && <p className="section-eyebrow mb-2">{eyebrow}</p>}
        <h1 className="display-5 mb-3">{title}</h1>
        {lead && <p className="lead mb-0 page-banner-lead">{lead}</p>}
      </div>
    </div>
  );
}
