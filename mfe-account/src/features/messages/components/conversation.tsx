import type { GuestMessage } from '@haveli/contracts';
import { formatDateTime } from '@haveli/ui';

/** The messages, oldest first: the guest's on one side, the hotel's on the other, each saying who wrote it. */
export function Conversation({ messages }: { messages: GuestMessage[] }) {
  return (
    <ol className="list-unstyled conversation mb-4" aria-label="Conversation with the hotel">
      {messages.map((message) => {
        const fromGuest = message.sender === 'guest';
        return (
          <li
            key={message.id}
            className={`d-flex mb-3 ${fromGuest ? 'justify-content-end' : 'justify-content-start'}`}
            data-testid="message"
          >
            <div
              className={`card conversation-message ${fromGuest ? 'conversation-guest' : 'conversation-hotel'}`}
            >
              <div className="card-body py-2 px-3">
                <p className="small fw-semibold mb-1">{fromGuest ? 'You' : 'Haveli Jaipur'}</p>
                <p className="mb-1 text-break conversation-body">{message.body}</p>
                <p className="small text-secondary mb-0">
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </p>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
