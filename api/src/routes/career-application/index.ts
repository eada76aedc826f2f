import {
  APPLICATION_RECEIVED_MESSAGE,
  apiErrorSchema,
  careerApplicationFieldsSchema,
  careerApplicationResponseSchema,
  RESUME_REQUIRED_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UploadedFile } from '../../plugins/external/multipart';
import { newResumeFileName, removeResume, writeResume } from './resume-files';
import { resumeTypeOf } from './resume-type';

export const POSTING_NOT_FOUND_MESSAGE = 'This job posting is no longer open.';

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);

/** The resume part: present, within the size limit, and a PDF, DOC or DOCX by its content. */
const resumeSchema = z
  .custom<UploadedFile>(isUploadedFile, { error: RESUME_REQUIRED_MESSAGE, abort: true })
  .refine((file) => !file.truncated, { error: RESUME_SIZE_MESSAGE, abort: true })
  .refine((file) => resumeTypeOf(file.data) !== undefined, { error: RESUME_TYPE_MESSAGE })
  .meta({ type: 'string', format: 'binary' });

/** Job applications with a resume (PRODUCT.md §6): validated whole before anything is stored. */
const careerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/apply',
    {
      config: { access: 'public', rateLimit: 'upload' },
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
      const resumeType = resumeTypeOf(resume.data);
      if (!resumeType) throw new Error('The resume passed validation without a known type');
      const { uploadsDir } = app.config;
      const resumeFile = newResumeFileName(resumeType);
      try {
        const { id } = await app.repositories.careerApplications.create(
          {
            postingId: posting.id,
            name,
            email,
            phone,
            resumeFile,
            resumeName: resume.filename.slice(0, 255) || `resume.${resumeType}`,
            resumeType,
            resumeSize: resume.data.length,
          },
          () => writeResume(uploadsDir, resumeFile, resume.data),
        );
        return reply.code(201).send({ message: APPLICATION_RECEIVED_MESSAGE, data: { id } });
      } catch (error) {
        await removeResume(uploadsDir, resumeFile);
        throw error;
      }
    },
  );
};

export default careerApplicationRoutes;
