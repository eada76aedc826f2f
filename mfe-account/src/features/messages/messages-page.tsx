import { INBOX_MESSAGES } from '@haveli/contracts';
import { requestShell } from '@haveli/event-bus';
import { useEffect } from 'react';
import { ErrorState, LoadingState } from '@haveli/ui';
import { messageOf } from '../../lib/server-errors';
import { useMessages } from './api/get-messages';
import { Conversation } from './components/conversation';
import { MessageForm } from './components/message-form';

/** /messages: the guest's conversation with the hotel, and the form to write. Staff reply from the back office. */
export function MessagesPage() {
  const messages = useMessages();
  // Reading the conversation reads the notifications of its replies (the API marks them): the header recounts.
  const loadedAt = messages.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) requestShell({ type: 'refresh-unread-count' });
  }, [loadedAt]);

  let body;
  if (messages.isPending) body = <LoadingState label="Loading your messages…" />;
  else if (messages.isError) {
    body = (
      <ErrorState
        title="Your messages could not be loaded"
        message={messageOf(messages.error)}
        onRetry={() => void messages.refetch()}
      />
    );
  } else if (messages.data.length === 0) {
    body = <p className="text-secondary">{INBOX_MESSAGES.noMessages}</p>;
  } else body = <Conversation messages={messages.data} />;

  return (
    <section className="container py-5" aria-labelledby="messages-title">
      <h1 id="messages-title" className="h2 section-title mb-2">
        Messages
      </h1>
      <p className="text-secondary mb-4">
        Write to the hotel about your stay, a table or an order. Our team replies here and by mail.
      </p>
      <div className="row">
        <div className="col-12 col-lg-8">
          {body}
          <div className="card">
            <div className="card-body">
              <MessageForm />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
