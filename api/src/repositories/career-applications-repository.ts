import {
  PAGE_CATEGORY_IDS,
  type AdminCareerApplication,
  type PageQuery,
  type ResumeType,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp, pagedQuery } from './paging';

export interface NewCareerApplication {
  postingId: number;
  name: string;
  email: string;
  phone: string;
  /** The resume's id in the file store. */
  resumeFile: string;
  resumeName: string;
  resumeType: ResumeType;
  resumeSize: number;
}

export interface StoredResume {
  resume_file: string;
  resume_name: string;
  resume_type: ResumeType;
}

export function careerApplicationsRepository(db: Db) {
  return {
    /** A job posting by its id or its slug. */
    async findPosting(idOrSlug: string): Promise<{ id: number; title: string } | undefined> {
      const [posting] = await db.query<{ id: number; title: string }>(
        `SELECT id, title FROM pages
         WHERE category_id = ${PAGE_CATEGORY_IDS.careers} AND (slug = $1 OR id::text = $1)`,
        [idOrSlug],
      );
      return posting;
    },

    /** Saves the application; its resume is already in the file store. */
    async create(application: NewCareerApplication): Promise<{ id: number }> {
      const [created] = await db.query<{ id: number }>(
        `INSERT INTO career_applications
             (page_id, name, email, phone, resume_file, resume_name, resume_type, resume_size)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          application.postingId,
          application.name,
          application.email.toLowerCase(),
          application.phone,
          application.resumeFile,
          application.resumeName,
          application.resumeType,
          application.resumeSize,
        ],
      );
      if (!created) throw new Error('The application was not saved');
      return created;
    },

    /** Newest first, for staff. */
    list: (query: PageQuery) =>
      pagedQuery<AdminCareerApplication>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM career_applications',
          rows: `SELECT a.id, a.page_id AS posting_id, p.title AS posting_title, a.name, a.email, a.phone,
                   a.resume_name, a.resume_type, a.resume_size, ${isoTimestamp('a.created_at')} AS created_at
                 FROM career_applications a JOIN pages p ON p.id = a.page_id
                 ORDER BY a.created_at DESC, a.id DESC`,
        },
        query,
      ),

    async findResume(id: number): Promise<StoredResume | undefined> {
      const [resume] = await db.query<StoredResume>(
        'SELECT resume_file, resume_name, resume_type FROM career_applications WHERE id = $1',
        [id],
      );
      return resume;
    },
  };
}
