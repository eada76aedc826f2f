import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@haveli/api-client';
import { blogCommentRequestSchema, type BlogCommentRequest } from '@haveli/contracts';
import { FormAlert, FormField } from '@haveli/ui';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateComment } from '../api/create-comment';

type CommentFields = BlogCommentRequest;
const FIELDS: FieldPath<CommentFields>[] = ['name', 'email', 'comment'];

/** Leave a comment (PRODUCT.md §6: it is really sent, and shows once staff approve it). */
export function CommentForm({ slug }: { slug: string }) {
  const id = useId();
  const createComment = useCreateComment(slug);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentFields, unknown, z.output<typeof blogCommentRequestSchema>>({
    resolver: zodResolver(blogCommentRequestSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', comment: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setSent(null);
    setFailure(null);
    try {
      const { message } = await createComment.mutateAsync(body);
      setSent(message);
      reset();
    } catch (error) {
      console.error('Error posting comment:', error);
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      for (const field of FIELDS) {
        const message = fields?.[field];
        if (message) setError(field, { message });
      }
      setFailure(
        error instanceof Error ? error.message : 'Your comment could not be sent. Please try again.',
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        Leave a Comment
      </h3>
      {sent && (
        <div className="alert alert-success" role="status">
          {sent}
        </div>
      )}
      <FormAlert message={failure} />
      <div className="row g-3">
        <FormField label="Name" error={errors.name?.message} className="col-12 col-md-6">
          {(control) => <input type="text" autoComplete="name" {...control} {...register('name')} />}
        </FormField>
        <FormField
          label="Email"
          error={errors.email?.message}
          hint="Your email is never shown."
          className="col-12 col-md-6"
        >
          {(control) => <input type="email" autoComplete="email" {...control} {...register('email')} />}
        </FormField>
        <FormField label="Comment" error={errors.comment?.message} className="col-12">
          {(control) => <textarea rows={4} {...control} {...register('comment')} />}
        </FormField>
      </div>
      <button type="submit" className="btn btn-primary mt-3" disabled={isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Post Comment
      </button>
    </form>
  );
}
