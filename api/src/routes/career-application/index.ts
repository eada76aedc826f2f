import {
  APPLICATION_RECEIVED_MESSAGE,
  apiErrorSchema,
  careerApplicationFieldsSchema,
  careerApplicationResponseSchema,
  RESUME_MACROS_MESSAGE,
  RESUME_REQUIRED_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldError } from '../../lib/http-errors';
import { keepUpload } from '../../plugins/app/files';
import type { UploadedFile, UploadRules } from '../../plugins/external/multipart';
import { oleHoldsMacros, resumeTypeOf, zipHoldsMacros } from './resume-type';

export const POSTING_NOT_FOUND_MESSAGE = 'This job posting is no longer open.';

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).head);

/**
 * Refused from the request's length and the file's first bytes, before the rest is stored: file-type names a
 * Word 97–2003 document `cfb`, and a DOCX `docx` or `zip` from its start (a DOCM `docm`, refused later for its
 * macros with a message that says so); the schema then decides on the whole.
 */
const RESUME_UPLOAD: UploadRules = {
  field: 'resume',
  types: ['pdf', 'cfb', 'zip', 'docx', 'docm', 'dotx', 'dotm'],
  typeMessage: RESUME_TYPE_MESSAGE,
  sizeMessage: RESUME_SIZE_MESSAGE,
};

/** The resume part: present, within the size limit, and a PDF, DOC or DOCX by its content. */
const resumeSchema = z
  .custom<UploadedFile>(isUploadedFile, { error: RESUME_REQUIRED_MESSAGE, abort: true })
  .refine((file) => !file.truncated, { error: RESUME_SIZE_MESSAGE, abort: true })
  .refine((file) => resumeTypeOf(file) !== undefined, { error: RESUME_TYPE_MESSAGE, abort: true })
  .refine((file) => resumeTypeOf(file) !== 'docx' || !zipHoldsMacros(file), { error: RESUME_MACROS_MESSAGE })
  .meta({ type: 'string', format: 'binary' });

/**
 * Job applications with a resume (PRODUCT.md §6). The resume is streamed into the file store as the form is
 * read; an application refused for any reason leaves nothing behind (the store removes unkept uploads).
 */
const careerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const openUpload = async (id: string) => {
    const file = await app.files.open(id);
    if (!file) throw new Error('The uploaded resume is missing from the file store');
    return file as AsyncIterable<Buffer>;
  };

  app.post(
    '/apply',
    {
      config: { access: 'public', rateLimit: 'upload', upload: RESUME_UPLOAD },
      schema: {
        tags: ['content'],
        summary: 'Apply for a job posting with a resume (PDF, DOC or DOCX, at most 5 MB)',
        consumes: ['multipart/form-data'],
        body: careerApplicationFieldsSchema.extend({ resume: resumeSchema }),
        response: {
          201: careerApplicationResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { posting: postingKey, name, email, phone, resume } = request.body;
      const posting = await app.repositories.careerApplications.findPosting(postingKey);
      if (!posting) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: POSTING_NOT_FOUND_MESSAGE,
          fields: { posting: POSTING_NOT_FOUND_MESSAGE },
        });
      }
      const resumeType = resumeTypeOf(resume);
      if (!resumeType) throw new Error('The resume passed validation without a known type');
      if (resumeType === 'doc' && (await oleHoldsMacros(await openUpload(resume.id)))) {
        throw new FieldError(400, { resume: RESUME_MACROS_MESSAGE });
      }
      const { id } = await app.repositories.careerApplications.create({
        postingId: posting.id,
        name,
        email,
        phone,
        resumeFile: resume.id,
        resumeName: resume.filename.slice(0, 255) || `resume.${resumeType}`,
        resumeType,
        resumeSize: resume.size,
      });
      keepUpload(request, resume.id);
      return reply.code(201).send({ message: APPLICATION_RECEIVED_MESSAGE, data: { id } });
    },
  );
};

export default careerApplicationRoutes;
