import {
  COMMENT_STATUS_LABELS,
  COMMENT_STATUSES,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  MODERATION_SORTS,
  REPLY_MAX_LENGTH,
  replyRequestSchema,
  STAFF_INBOX_PAGE_SIZE,
  type CommentStatus,
  type FeedbackStatus,
  type ModerationSort,
  type StaffListQuery,
  type StaffReply,
} from '@haveli/contracts';
import { Link, useSearchParams } from '@haveli/router';
import {
  Badge,
  type BadgeTone,
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  LoadingState,
  Pager,
} from '@haveli/ui';
import { useState } from 'react';
import { listParamsOf, listQueryOf } from '../../components/list-query';
import { ListToolbar } from '../../components/list-toolbar';
import { ReplyDialog } from '../../components/reply-dialog';
import { SortHeader } from '../../components/sort-header';
import { StaffPage } from '../../components/staff-page';
import {
  type CommentsQuery,
  type FeedbackQuery,
  type ReviewKind,
  useModerationComments,
  useModerationFeedback,
  useSetReviewReply,
  useSetReviewStatus,
} from './api/moderation';

/** A comment or a piece of feedback, as the moderation table shows it. */
interface Review {
  id: number;
  name: string;
  email: string;
  text: string;
  /** What it is about: the blog post, or the stars and topic. */
  about: string;
  status: string;
  created_at: string;
  reply: StaffReply | null;
}

type ReviewStatus = CommentStatus | FeedbackStatus;

interface KindRules {
  label: string;
  statuses: readonly string[];
  labels: Record<string, string>;
  pending: ReviewStatus;
  shown: ReviewStatus;
  hidden: ReviewStatus;
}

const KINDS: Record<ReviewKind, KindRules> = {
  comments: {
    label: 'Blog comments',
    statuses: COMMENT_STATUSES,
    labels: COMMENT_STATUS_LABELS,
    pending: 'pending',
    shown: 'approved',
    hidden: 'rejected',
  },
  feedback: {
    label: 'Guest feedback',
    statuses: FEEDBACK_STATUSES,
    labels: FEEDBACK_STATUS_LABELS,
    pending: 'Pending',
    shown: 'Active',
    hidden: 'Inactive',
  },
};

function ReviewActions({ kind, review }: { kind: ReviewKind; review: Review }) {
  const rules = KINDS[kind];
  const status = useSetReviewStatus();
  const reply = useSetReviewReply();
  // The dialog stays mounted while it closes, so focus can go back to its button.
  const [replying, setReplying] = useState<{ open: boolean; round: number }>({ open: false, round: 0 });
  const decide = (next: ReviewStatus) => status.mutate({ kind, id: review.id, status: next });
  return (
    <div className="d-flex flex-wrap gap-2">
      {review.status !== rules.shown && (
        <Button
          size="sm"
          busy={status.isPending}
          onClick={() => decide(rules.shown)}
          aria-label={`Approve the review by ${review.name}`}
        >
          Approve
        </Button>
      )}
      {review.status !== rules.hidden && (
        <Button
          size="sm"
          variant="outline"
          busy={status.isPending}
          onClick={() => decide(rules.hidden)}
          aria-label={`Hide the review by ${review.name}`}
        >
          Hide
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          reply.reset();
          setReplying({ open: true, round: replying.round + 1 });
        }}
        aria-label={`${review.reply ? 'Edit reply to' : 'Reply to'} ${review.name}`}
      >
        {review.reply ? 'Edit reply' : 'Reply'}
      </Button>
      {review.reply && (
        <Button
          size="sm"
          variant="outline"
          busy={reply.isPending}
          onClick={() => reply.mutate({ kind, id: review.id, text: null })}
          aria-label={`Remove reply to ${review.name}`}
        >
          Remove reply
        </Button>
      )}
      {(status.isError || (reply.isError && !replying.open)) && (
        <p className="text-danger small mb-0 w-100" role="alert">
          {(status.error ?? reply.error)?.message}
        </p>
      )}
      {replying.round > 0 && (
        <ReplyDialog
          key={replying.round}
          title={`Reply to ${review.name}`}
          action="Publish reply"
          label="Reply from Haveli"
          hint="Everyone sees it under the review, signed “Reply from Haveli”. Plain text."
          initial={review.reply?.text ?? ''}
          schema={replyRequestSchema}
          maxLength={REPLY_MAX_LENGTH}
          open={replying.open}
          busy={reply.isPending}
          error={reply.error}
          onClose={() => setReplying({ ...replying, open: false })}
          onSubmit={(text) =>
            reply.mutate(
              { kind, id: review.id, text },
              { onSuccess: () => setReplying({ ...replying, open: false }) },
            )
          }
        >
          <blockquote className="border-start ps-3 text-secondary text-break">{review.text}</blockquote>
        </ReplyDialog>
      )}
    </div>
  );
}

const TONES: Record<'pending' | 'shown' | 'hidden', BadgeTone> = {
  pending: 'warning',
  shown: 'success',
  hidden: 'neutral',
};

function ReviewsTable({
  kind,
  reviews,
  query,
  onSort,
}: {
  kind: ReviewKind;
  reviews: Review[];
  query: StaffListQuery<string, ModerationSort>;
  onSort: (sort: ModerationSort, dir: 'asc' | 'desc') => void;
}) {
  const rules = KINDS[kind];
  const sort = query.sort ?? 'status';
  const sorted = { sort, dir: query.dir, onSort };
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="visually-hidden">{rules.label}, pending first</caption>
        <thead>
          <tr>
            <SortHeader label="From" column="name" {...sorted} />
            <th scope="col">Review</th>
            <SortHeader label="Received" column="created_at" firstDir="desc" {...sorted} />
            <SortHeader label="Status" column="status" {...sorted} />
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => {
            const state =
              review.status === rules.pending
                ? 'pending'
                : review.status === rules.shown
                  ? 'shown'
                  : 'hidden';
            return (
              <tr key={review.id}>
                <td>
                  {review.name}
                  <div className="small text-secondary text-break">{review.email}</div>
                </td>
                <td className="staff-review-text">
                  <div className="small text-secondary">{review.about}</div>
                  <p className="mb-1 text-break">{review.text}</p>
                  {review.reply && (
                    <div className="small border-start ps-2">
                      <strong>Reply from Haveli:</strong>{' '}
                      <span className="text-break">{review.reply.text}</span>
                      <div className="text-secondary">
                        {review.reply.replied_by ?? 'A former member of staff'},{' '}
                        {formatDateTime(review.reply.replied_at)}
                      </div>
                    </div>
                  )}
                </td>
                <td className="small text-nowrap">{formatDateTime(review.created_at)}</td>
                <td>
                  <Badge tone={TONES[state]}>{rules.labels[review.status] ?? review.status}</Badge>
                </td>
                <td>
                  <ReviewActions kind={kind} review={review} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function useReviews(kind: ReviewKind, query: StaffListQuery<string, ModerationSort>) {
  // The address's status was read against this kind's own statuses (listQueryOf).
  const comments = useModerationComments(query as CommentsQuery, kind === 'comments');
  const feedback = useModerationFeedback(query as FeedbackQuery, kind === 'feedback');
  if (kind === 'comments') {
    return {
      query: comments,
      reviews: comments.data?.data.map<Review>((comment) => ({
        id: comment.id,
        name: comment.name,
        email: comment.email,
        text: comment.comment,
        about: `On “${comment.post_title}”`,
        status: comment.status,
        created_at: comment.created_at,
        reply: comment.reply,
      })),
    };
  }
  return {
    query: feedback,
    reviews: feedback.data?.data.map<Review>((item) => ({
      id: item.id,
      name: item.name,
      email: item.email,
      text: item.comment,
      about: `${item.rating} of 5 stars · ${item.type}`,
      status: item.status,
      created_at: item.created_at,
      reply: item.reply,
    })),
  };
}

/** /staff/moderation (editors): blog comments and guest feedback, approved or hidden, answered in public. */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const kind: ReviewKind = params.get('kind') === 'feedback' ? 'feedback' : 'comments';
  const rules = KINDS[kind];
  const query = listQueryOf(params, rules.statuses, MODERATION_SORTS);
  const apply = (next: StaffListQuery) => setParams(listParamsOf(next, kind === 'feedback' ? { kind } : {}));
  const { query: list, reviews } = useReviews(kind, query);

  let body;
  if (list.isPending) body = <LoadingState label="Loading reviews…" skeleton="lines" />;
  else if (list.isError)
    body = (
      <ErrorState
        title="We could not load the reviews"
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!reviews || reviews.length === 0)
    body = (
      <EmptyState
        title={query.q || query.status ? 'No reviews match' : 'No reviews yet'}
        message={
          query.q || query.status
            ? 'Change or clear the search to see more.'
            : 'Comments and feedback appear here as guests write them.'
        }
      />
    );
  else
    body = (
      <>
        <p className="text-secondary" aria-live="polite">
          {list.data.total} {list.data.total === 1 ? 'review' : 'reviews'}
        </p>
        <ReviewsTable
          kind={kind}
          reviews={reviews}
          query={query}
          onSort={(sort, dir) => apply({ ...query, sort, dir, page: 1 })}
        />
        <Pager
          page={query.page ?? 1}
          total={list.data.total}
          pageSize={STAFF_INBOX_PAGE_SIZE}
          onPageChange={(page) => apply({ ...query, page })}
          label="Review pages"
        />
      </>
    );

  return (
    <StaffPage
      title="Moderation"
      lead="Approve or hide what guests write, and answer it in public. Pending reviews come first."
    >
      <nav aria-label="Kinds of review" className="mb-3">
        <ul className="nav nav-tabs">
          {(Object.keys(KINDS) as ReviewKind[]).map((each) => (
            <li className="nav-item" key={each}>
              <Link
                to={each === 'feedback' ? '?kind=feedback' : '?'}
                className={`nav-link${each === kind ? ' active' : ''}`}
                aria-current={each === kind ? 'page' : undefined}
              >
                {KINDS[each].label}
                {each === kind && list.data && list.data.waiting > 0 && (
                  <Badge tone="warning" className="ms-2">
                    {list.data.waiting} pending
                  </Badge>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListToolbar
        key={params.toString()}
        name={rules.label.toLowerCase()}
        q={query.q}
        status={query.status}
        statuses={rules.statuses}
        statusLabels={rules.labels}
        onApply={(filters) => apply({ ...query, ...filters, page: 1 })}
      />
      {body}
    </StaffPage>
  );
}
