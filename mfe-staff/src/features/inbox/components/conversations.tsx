import { ApiRequestError } from '@haveli/api-client';
import { MESSAGE_MAX_LENGTH, messageRequestSchema, type StaffConversation } from '@haveli/contracts';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  FormAlert,
  FormField,
  formatDateTime,
  LoadingState,
  Pager,
} from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import {
  CONVERSATIONS_PAGE_SIZE,
  useConversation,
  useConversations,
  useReplyToGuest,
} from '../api/conversations';
import { ListToolbar } from '../../../components/list-toolbar';

function ReplyForm({ guest }: { guest: StaffConversation }) {
  const reply = useReplyToGuest();
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const fieldError = reply.error instanceof ApiRequestError ? reply.error.fields?.body : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageRequestSchema.safeParse({ body });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    reply.mutate({ userId: guest.userId, body: parsed.data.body }, { onSuccess: () => setBody('') });
  };
  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={reply.isError && !fieldError ? reply.error.message : null} />
      <FormField
        label={`Reply to ${guest.name}`}
        hint="The guest is notified and mailed."
        error={invalid ?? fieldError}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" busy={reply.isPending}>
        Send reply
      </Button>
    </form>
  );
}

function Thread({ guest, onClose }: { guest: StaffConversation; onClose: () => void }) {
  const thread = useConversation(guest.userId);
  let messages;
  if (thread.isPending) messages = <LoadingState label="Loading the conversation…" skeleton="lines" />;
  else if (thread.isError)
    messages = (
      <ErrorState
        title="We could not load the conversation"
        message={thread.error.message}
        onRetry={() => void thread.refetch()}
      />
    );
  else
    messages = (
      <ol className="list-unstyled staff-thread" aria-label={`Messages with ${guest.name}`}>
        {thread.data.data.map((message) => (
          <li
            key={message.id}
            className={`card mb-2 ${message.sender === 'hotel' ? 'ms-4 border-primary' : 'me-4'}`}
          >
            <div className="card-body py-2">
              <p className="small text-secondary mb-1">
                {message.sender === 'hotel' ? 'Haveli' : guest.name}, {formatDateTime(message.createdAt)}
              </p>
              <p className="mb-0 text-break staff-message-body">{message.body}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  return (
    <section className="card card-body mb-4" aria-labelledby="staff-thread-title">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <h2 id="staff-thread-title" className="h5 mb-0">
          {guest.name}
          <span className="d-block small text-secondary fw-normal text-break">{guest.email}</span>
        </h2>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close conversation
        </Button>
      </div>
      {messages}
      <ReplyForm guest={guest} />
    </section>
  );
}

/** Guests' conversations with the hotel (/messages): who wrote, what is unread, and the thread to answer. */
export function Conversations({
  params,
  onChange,
}: {
  params: URLSearchParams;
  onChange: (next: Record<string, string>) => void;
}) {
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const guestId = Number(params.get('guest'));
  const q = params.get('q')?.trim().slice(0, 100) || undefined;
  const list = useConversations({ page, q });
  const go = (next: { page?: number; guest?: number; q?: string | undefined }) =>
    onChange({
      ...(next.q ? { q: next.q } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
      ...(next.guest ? { guest: String(next.guest) } : {}),
    });
  const toolbar = (
    <ListToolbar
      key={params.toString()}
      name="conversations"
      q={q}
      onApply={(filters) => go({ q: filters.q })}
    />
  );

  if (list.isPending)
    return (
      <>
        {toolbar}
        <LoadingState label="Loading conversations…" skeleton="lines" />
      </>
    );
  if (list.isError)
    return (
      <>
        {toolbar}
        <ErrorState
          title="We could not load the conversations"
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      </>
    );
  if (list.data.data.length === 0)
    return (
      <>
        {toolbar}
        {q ? (
          <EmptyState title="No conversations match" message="Change or clear the search to see more." />
        ) : (
          <EmptyState title="No conversations yet" message="Guests’ messages to the hotel appear here." />
        )}
      </>
    );
  const open = list.data.data.find((conversation) => conversation.userId === guestId);
  return (
    <>
      {toolbar}
      {open && <Thread key={open.userId} guest={open} onClose={() => go({ page, q })} />}
      <div className="table-responsive">
        <table className="table align-middle">
          <caption className="visually-hidden">Guest conversations, latest first</caption>
          <thead>
            <tr>
              <th scope="col">Guest</th>
              <th scope="col">Last message</th>
              <th scope="col">When</th>
              <th scope="col">Unread</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((conversation) => (
              <tr
                key={conversation.userId}
                aria-current={conversation.userId === guestId ? 'true' : undefined}
              >
                <td>
                  {conversation.name}
                  <div className="small text-secondary text-break">{conversation.email}</div>
                </td>
                <td className="staff-review-text text-break">{conversation.lastMessage}</td>
                <td className="small text-nowrap">{formatDateTime(conversation.lastMessageAt)}</td>
                <td>
                  {conversation.unread > 0 ? (
                    <Badge tone="warning">{conversation.unread} unread</Badge>
                  ) : (
                    <span className="text-secondary small">None</span>
                  )}
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => go({ page, q, guest: conversation.userId })}
                    aria-label={`Open the conversation with ${conversation.name}`}
                  >
                    Open
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        total={list.data.total}
        pageSize={CONVERSATIONS_PAGE_SIZE}
        onPageChange={(next) => go({ page: next, q })}
        label="Conversation pages"
      />
    </>
  );
}
