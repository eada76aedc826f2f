import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@haveli/api-client';
import { blogCommentRequestSchema, type BlogCommentRequest } from '@haveli/contracts';
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

  const field = (name: FieldPath<CommentFields>) => ({
    id: `${id}-${name}`,
    className: `form-control${errors[name] ? ' is-invalid' : ''}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const feedback = (name: FieldPath<CommentFields>) =>
    errors[name] && (
      <div className="invalid-feedback" id={`${id}-${name}-error`}>
        {errors[name]?.message}
      </div>
    );

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
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input type="text" autoComplete="name" {...field('name')} {...register('name')} />
          {feedback('name')}
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input type="email" autoComplete="email" {...field('email')} {...register('email')} />
          {feedback('email')}
          <div className="form-text">Your email is never shown.</div>
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${id}-comment`}>
            Comment
          </label>
          <textarea rows={4} {...field('comment')} {...register('comment')} />
          {feedback('comment')}
        </div>
      </div>
      <button type="submit" className="btn btn-primary mt-3" disabled={isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Post Comment
      </button>
    </form>
  );
}
