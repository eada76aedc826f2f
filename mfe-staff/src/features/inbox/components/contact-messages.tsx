import {
  CONTACT_SORTS,
  CONTACT_STATES,
  MAIL_REPLY_MAX_LENGTH,
  mailReplyRequestSchema,
  STAFF_INBOX_PAGE_SIZE,
  type ContactState,
  type StaffContactMessage,
  type StaffListQuery,
} from '@haveli/contracts';
import { Badge, Button, EmptyState, ErrorState, formatDateTime, LoadingState, Pager } from '@haveli/ui';
import { useState } from 'react';
import { listQueryOf } from '../../../components/list-query';
import { ListToolbar } from '../../../components/list-toolbar';
import { ReplyDialog } from '../../../components/reply-dialog';
import { SortHeader } from '../../../components/sort-header';
import {
  useContactMessages,
  useMarkContactMessageHandled,
  useReplyToContactMessage,
} from '../api/contact-messages';

const STATE_LABELS: Record<ContactState, string> = { open: 'Open', handled: 'Handled' };

function MessageActions({ message }: { message: StaffContactMessage }) {
  const handle = useMarkContactMessageHandled();
  const reply = useReplyToContactMessage();
  const [replying, setReplying] = useState({ open: false, round: 0 });
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button
        size="sm"
        onClick={() => {
          reply.reset();
          setReplying({ open: true, round: replying.round + 1 });
        }}
        aria-label={`Reply by mail to ${message.name}`}
      >
        Reply by mail
      </Button>
      {!message.handled_at && (
        <Button
          size="sm"
          variant="outline"
          busy={handle.isPending}
          onClick={() => handle.mutate(message.id)}
          aria-label={`Mark handled: the message from ${message.name}`}
        >
          Mark handled
        </Button>
      )}
      {handle.isError && (
        <p className="text-danger small mb-0 w-100" role="alert">
          {handle.error.message}
        </p>
      )}
      {replying.round > 0 && (
        <ReplyDialog
          key={replying.round}
          title={`Reply to ${message.name}`}
          action="Send reply"
          label="Your reply"
          hint={`Mailed to ${message.email} with their message quoted. Plain text.`}
          schema={mailReplyRequestSchema}
          maxLength={MAIL_REPLY_MAX_LENGTH}
          open={replying.open}
          busy={reply.isPending}
          error={reply.error}
          onClose={() => setReplying({ ...replying, open: false })}
          onSubmit={(text) =>
            reply.mutate(
              { id: message.id, text },
              { onSuccess: () => setReplying({ ...replying, open: false }) },
            )
          }
        >
          <blockquote className="border-start ps-3 text-secondary text-break">{message.message}</blockquote>
        </ReplyDialog>
      )}
    </div>
  );
}

/** The contact page's messages: read, answered by mail, marked handled. */
export function ContactMessages({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (query: StaffListQuery) => void;
}) {
  const query = listQueryOf(params, CONTACT_STATES, CONTACT_SORTS);
  const messages = useContactMessages(query);
  const sorted = {
    sort: query.sort,
    dir: query.dir,
    onSort: (sort: (typeof CONTACT_SORTS)[number], dir: 'asc' | 'desc') =>
      onApply({ ...query, sort, dir, page: 1 }),
  };

  let body;
  if (messages.isPending) body = <LoadingState label="Loading messages…" skeleton="lines" />;
  else if (messages.isError)
    body = (
      <ErrorState
        title="We could not load the messages"
        message={messages.error.message}
        onRetry={() => void messages.refetch()}
      />
    );
  else if (messages.data.data.length === 0)
    body = (
      <EmptyState
        title={query.q || query.status ? 'No messages match' : 'No messages yet'}
        message={
          query.q || query.status
            ? 'Change or clear the search to see more.'
            : 'Messages sent from the contact page appear here.'
        }
      />
    );
  else
    body = (
      <>
        <p className="text-secondary" aria-live="polite">
          {messages.data.total} {messages.data.total === 1 ? 'message' : 'messages'}, {messages.data.waiting}{' '}
          open
        </p>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Contact messages, open ones first</caption>
            <thead>
              <tr>
                <SortHeader label="From" column="name" {...sorted} />
                <SortHeader label="Subject" column="subject" {...sorted} />
                <th scope="col">Message</th>
                <SortHeader label="Received" column="created_at" firstDir="desc" {...sorted} />
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.data.data.map((message) => (
                <tr key={message.id}>
                  <td>
                    {message.name}
                    <div className="small text-secondary text-break">{message.email}</div>
                    <div className="small text-secondary">{message.number}</div>
                  </td>
                  <td>{message.subject}</td>
                  <td className="staff-review-text">
                    <p className="mb-1 text-break">{message.message}</p>
                    {message.reply && (
                      <div className="small border-start ps-2">
                        <strong>Replied:</strong> <span className="text-break">{message.reply.text}</span>
                        <div className="text-secondary">
                          {message.reply.replied_by ?? 'A former member of staff'},{' '}
                          {formatDateTime(message.reply.replied_at)}
                        </div>
                      </div>
                    )}
                  </td>
                  <td className="small text-nowrap">{formatDateTime(message.created_at)}</td>
                  <td>
                    {message.handled_at ? (
                      <>
                        <Badge tone="success">Handled</Badge>
                        <div className="small text-secondary">
                          {message.handled_by ?? 'A former member of staff'}
                        </div>
                      </>
                    ) : (
                      <Badge tone="warning">Open</Badge>
                    )}
                  </td>
                  <td>
                    <MessageActions message={message} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={query.page ?? 1}
          total={messages.data.total}
          pageSize={STAFF_INBOX_PAGE_SIZE}
          onPageChange={(page) => onApply({ ...query, page })}
          label="Message pages"
        />
      </>
    );

  return (
    <>
      <ListToolbar
        key={params.toString()}
        name="messages"
        q={query.q}
        status={query.status}
        statuses={CONTACT_STATES}
        statusLabels={STATE_LABELS}
        onApply={(filters) => onApply({ ...query, ...filters, page: 1 })}
      />
      {body}
    </>
  );
}
