import { formatDate } from '@haveli/ui';
import { QueryState } from '../../../components/query-state';
import { useComments } from '../api/get-comments';

export function CommentList({ slug }: { slug: string }) {
  const comments = useComments(slug);
  return (
    <QueryState
      query={comments}
      loading="Loading comments…"
      errorTitle="We could not load the comments"
      empty="No comments yet. Be the first to share your thoughts."
      isEmpty={(data) => data.data.length === 0}
    >
      {(data) => (
        <ol className="list-unstyled mb-0 comment-list">
          {data.data.map((comment) => (
            <li className="border-bottom py-3" key={comment.id}>
              <p className="mb-1">
                <strong>{comment.name}</strong>{' '}
                <time className="small text-secondary" dateTime={comment.created_at}>
                  {formatDate(comment.created_at)}
                </time>
              </p>
              <p className="mb-0 text-break">{comment.comment}</p>
              {comment.reply && (
                <div className="comment-reply border-start border-3 ps-3 mt-2 ms-3">
                  <p className="mb-1">
                    <strong>Reply from Haveli</strong>{' '}
                    <time className="small text-secondary" dateTime={comment.reply.replied_at}>
                      {formatDate(comment.reply.replied_at)}
                    </time>
                  </p>
                  <p className="mb-0 text-break">{comment.reply.text}</p>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
